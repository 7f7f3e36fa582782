/** The auth module's front door: code outside `modules/auth` imports it only from here. */
export { authRouter } from './router';
export { authRest } from './rest';
export { verifyPassword } from './passwords';
export { authRateLimits } from './rateLimits';
export { getProfile } from './service';
export { findSessionUser } from './sessions';
export { readDownloadTicket, readSessionToken, signDownloadTicket } from './tokens';
export { findUserWithSecretsById, type SessionUser } from './users';
