import { RESET_CODE_TTL_MINUTES } from '../../../shared/constants';
import type { ShopInfo } from '../../../shared/shop';
import { renderMail } from '../../integrations/mailTemplate';

const contactLine = (shop: ShopInfo) =>
  `Write to ${shop.email}${shop.contactNumber ? ` or call ${shop.contactNumber}` : ''}.`;

export function resetCodeMail(shop: ShopInfo, name: string, code: string) {
  const subject = `Your ${shop.shopName} password reset code`;
  return {
    subject,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `Your code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes.`,
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${name},`,
        `Someone (we hope you) asked to reset the password of your ${shop.shopName} account. Enter this code on the reset page to choose a new one. It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once.`,
      ],
      highlight: code,
      footnote: `If you did not ask for this, you can ignore this e-mail: your password stays as it is. Questions? ${contactLine(shop)}`,
    }),
  };
}

/** "This wasn't me", in every mail about a change to the address it is sent to. */
const notMeAction = (cancelLink: string) => ({
  label: "This wasn't me: cancel the change and sign out everywhere",
  href: cancelLink,
});

/**
 * To the current address when a change was asked without the password: nothing is sent to the
 * new address until this mailbox approves, so a stolen session alone cannot move the account.
 */
export function emailChangeApprovalMail(
  shop: ShopInfo,
  name: string,
  newEmail: string,
  links: { approve: string; cancel: string },
) {
  return {
    subject: `Approve the change of your ${shop.shopName} sign-in e-mail`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `Someone asked to change your sign-in e-mail to ${newEmail}. Nothing changes unless you approve.`,
      heading: 'Approve your new sign-in e-mail?',
      paragraphs: [
        `Hello ${name},`,
        `Someone signed in to your ${shop.shopName} account asked to sign in with ${newEmail} from now on. If that was you, approve it below within 24 hours; we then send a confirmation link to ${newEmail}. Until both are done you keep signing in with this address.`,
        `If it was not you, choose "This wasn't me": the change is cancelled and every device signed in to your account is signed out.`,
      ],
      action: { label: 'Approve the change', href: links.approve },
      secondaryAction: notMeAction(links.cancel),
      footnote: `Questions, or need help? ${contactLine(shop)}`,
    }),
  };
}

/** To the new address: the link that proves it is the account holder's. */
export function emailChangeLinkMail(shop: ShopInfo, name: string, newEmail: string, link: string) {
  return {
    subject: `Confirm your new ${shop.shopName} sign-in e-mail`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `Open the link to sign in with ${newEmail} from now on.`,
      heading: 'Confirm your new e-mail',
      paragraphs: [
        `Hello ${name},`,
        `You asked to sign in to your ${shop.shopName} account with ${newEmail} from now on. Open the link below within 24 hours to confirm it; until then your sign-in e-mail stays as it was.`,
      ],
      action: { label: 'Confirm my new e-mail', href: link },
      footnote: `If you did not ask for this, ignore this e-mail: nothing changes. Questions? ${contactLine(shop)}`,
    }),
  };
}

/** To the current address when the password approved a change: the new address has its link. */
export function emailChangeNoticeMail(
  shop: ShopInfo,
  name: string,
  newEmail: string,
  cancelLink: string,
) {
  return {
    subject: `A change of your ${shop.shopName} sign-in e-mail was requested`,
    ...renderMail({
      shopName: shop.shopName,
      preheader: `Someone asked to change your sign-in e-mail to ${newEmail}.`,
      heading: 'Your sign-in e-mail may change',
      paragraphs: [
        `Hello ${name},`,
        `Someone signed in to your ${shop.shopName} account with its password asked to change its sign-in e-mail to ${newEmail}. It changes only when the link we sent to that address is opened; until then you keep signing in with this one.`,
        `If this was not you, choose "This wasn't me" below: the change is cancelled and every device signed in to your account is signed out. Then choose a new password with 'Forgot your password?' on the login page, since whoever asked knows the current one.`,
      ],
      action: notMeAction(cancelLink),
      footnote: `Questions, or need help? ${contactLine(shop)}`,
    }),
  };
}
