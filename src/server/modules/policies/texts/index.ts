import type { PolicyName } from '../../../../shared/legalPages';
import { deliveryText } from './delivery';
import { faqText } from './faq';
import { privacyText } from './privacy';
import { returnsText } from './returns';
import { reviewsText } from './reviews';
import { termsText } from './terms';

/** Each policy's version 1, for a new shop and the demo (decision 058). */
export const firstVersionTexts: Record<PolicyName, string> = {
  terms: termsText,
  privacy: privacyText,
  returns: returnsText,
  delivery: deliveryText,
  faq: faqText,
  reviews: reviewsText,
};
