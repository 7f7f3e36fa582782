/** The policies module's front door: code outside `modules/policies` imports it only from here. */
export { policiesRouter, adminPoliciesRouter } from './router';
export { policiesRest } from './rest';
export { currentTermsVersion } from './versions';
