import {
  KEPT_OF_DELETED_ORDERS,
  REMOVED_FROM_DELETED_ORDERS,
} from '../../../../shared/deletedCustomers';

/** The Privacy Policy's first version (decision 058): UK GDPR and every third party we use. */
export const privacyText = `We collect only what we need to sell you jewellery, deliver it and look after you afterwards, and we never sell your information. This notice explains what we keep, why, who else sees it and for how long, as the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018 require.

## Who is responsible for your information

{shopName}, {shopAddress}, is the controller of your personal information. Contact us about it at {shopEmail} or on {shopPhone}.

## What we collect, and why

- **Your account**: your name, e-mail address and a scrambled form of your password that cannot be turned back into it, your wishlist and your reviews. We need these to give you the account you asked for (our contract with you).
- **Your orders**: the name, e-mail address, telephone number and delivery and billing addresses you give at checkout, what you bought, what you paid, and any engraving or gift message. We need these to deliver your order (our contract) and to keep the accounts the law requires (a legal obligation).
- **Security records**: when and from which device you sign in, so that you can see your sign-ins and we can protect your account (our legitimate interest in keeping the shop safe).
- **News and offers**: we send you marketing e-mails only if you have ticked the box to receive them at registration, at checkout or in your account, or signed up in our newsletter form and then confirmed from the e-mail we sent you (your consent). These include a reminder, at most twice, of a checkout you did not finish. We record when you agreed, where, and the words you agreed to. Every such e-mail has an unsubscribe link: one click on it stops them, without signing in.
- **Back-in-stock alerts**: if you ask us to tell you when a sold-out piece returns, we keep your e-mail address and the piece, send you one e-mail when it is back, and then delete the request. Each alert e-mail has a link to cancel it.

## Who else sees it, and when

We use a few services to run the shop. Each sees only what it needs, only when it is needed:

- **PayPal** (PayPal (Europe) S.à r.l. et Cie, S.C.A.), only when you pay with PayPal: we send PayPal the amount and your order's reference, and you then give your payment details to PayPal, not to us: we never see your card number. PayPal's own privacy statement applies to what you give it.
- **Cloudinary**, our image host, when we use it for our product pictures: your browser fetches the pictures from Cloudinary's servers, which see your device's internet address. We send Cloudinary no information about you.
- **Google Maps**, only after you press the button to show the map on our About or Store pages: your browser then loads the map from Google, which sees your device's internet address and may set its own cookies. Until you press it, no request goes to Google.
- **Our e-mail provider**, which delivers the e-mails we send you (order confirmations, password reset codes, and news if you asked for it); it handles your e-mail address and the message.

Nothing else: there are no advertising or analytics trackers on this website, and we do not share your information with anyone else unless the law requires us to (for example, HMRC or the police). Some of these services may process information outside the UK; where they do, they are bound by safeguards UK law approves.

## Your browser

Your shopping cart is kept in your own browser, so it is still there when you come back. When you sign in we keep a sign-in token in your browser too; signing out removes it. Both are needed for the shop to work, so we do not ask for consent to them.

## How long we keep it

- Your account, wishlist, reviews and sign-ins: until you delete your account.
- Orders: six years after the end of the financial year they were placed in, because HMRC requires businesses to keep their accounting records that long. If you delete your account, your orders stay in our accounts with only ${KEPT_OF_DELETED_ORDERS}; ${REMOVED_FROM_DELETED_ORDERS} are removed from them.
- Your marketing consent: kept, with when you withdrew it, even after you unsubscribe or delete your account, as the proof the law asks of us and so that we never e-mail that address with news again.
- E-mails we send you: a copy is kept in our mail log so we can see that a message went out and send it again if it failed. Deleting your account removes the copies of e-mails sent to you.
- Product photos in our shop are stripped of camera and location details before anyone sees them.

## Your rights

You have the right to see the information we hold about you, to correct it, to have it deleted, to restrict or object to our use of it, to take a copy, and to withdraw a consent at any time. Signed in, open My Account, then Account Details: **Download my data** saves a file with your profile, addresses, orders, wishlist and reviews, and **Delete my account** deletes your account, wishlist, reviews and sign-ins at once, after asking for your password again.

For anything else, e-mail us at {shopEmail} and we will reply within a month. If you are unhappy with how we have used your information, you can complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).
`;
