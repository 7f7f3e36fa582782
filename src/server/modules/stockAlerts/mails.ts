import { variantName } from '../../../shared/variants';
import type { VariationChoice } from '../../../shared/variations';
import { STOCK_ALERT_STOP_PATH } from '../../../shared/stockAlerts';
import { renderMail } from '../../integrations/mailTemplate';

interface AlertAbout {
  shopName: string;
  productId: string;
  productName: string;
  choice: VariationChoice;
  publicUrl: string;
}

/** 'Aurelia Ring' or 'Aurelia Ring in Size N'. */
const pieceName = (a: AlertAbout) =>
  Object.keys(a.choice).length > 0 ? `${a.productName} in ${variantName(a.choice)}` : a.productName;

const FOOTNOTE =
  'You asked for this one mail. We use your address for nothing else and forget the request once it is sent.';

/** Sent once when the request is made: what was asked for, and how to take it back. */
export function stockAlertAskedMail(a: AlertAbout & { stopToken: string }) {
  const piece = pieceName(a);
  return {
    subject: `We'll tell you when ${piece} is back`,
    ...renderMail({
      shopName: a.shopName,
      preheader: `One mail when ${piece} is back in stock.`,
      heading: 'Your back-in-stock alert',
      paragraphs: [
        `We will send you one mail when ${piece} can be ordered again. Nothing else.`,
        "Didn't ask for this, or changed your mind? Stop the alert; no sign-in needed.",
      ],
      action: {
        label: 'Stop this alert',
        href: `${a.publicUrl}${STOCK_ALERT_STOP_PATH}?token=${a.stopToken}`,
      },
      footnote: FOOTNOTE,
    }),
  };
}

/** The one mail the request asked for: the piece can be ordered again. */
export function backInStockMail(a: AlertAbout) {
  const piece = pieceName(a);
  return {
    subject: `Back in stock: ${piece}`,
    ...renderMail({
      shopName: a.shopName,
      preheader: `${piece} can be ordered again.`,
      heading: `${piece} is back`,
      paragraphs: [
        `Good news: ${piece} is back in stock at ${a.shopName}. Stock can be short, so it may sell out again.`,
        'This is the only mail about it: your alert has now been used up and forgotten.',
      ],
      action: { label: 'See it in the shop', href: `${a.publicUrl}/product/${a.productId}` },
      footnote: FOOTNOTE,
    }),
  };
}
