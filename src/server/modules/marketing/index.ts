/** The marketing module's front door: code outside `modules/marketing` imports it only from here. */
export { marketingRouter, adminMarketingRouter } from './router';
export { marketingRest } from './rest';
export { consentHistoryOf, mayMarketTo, recordConsent, withdrawConsent } from './consents';
export { readLink, signLink } from './links';
export {
  sendMarketingMail,
  type MarketingContent,
  type MarketingMailContext,
} from './marketingMail';
