import type { RateLimitRule } from '../../integrations/rateLimiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Per client address and per account, so neither one address nor a botnet can guess freely. */
export const authRateLimits = {
  loginPerIp: { name: 'login-ip', max: 30, windowSeconds: 15 * MINUTE },
  loginPerAccount: { name: 'login-account', max: 10, windowSeconds: 15 * MINUTE },
  /** Like login: a stolen token must not become a way to guess the password. */
  changePasswordPerIp: { name: 'change-password-ip', max: 30, windowSeconds: 15 * MINUTE },
  changePasswordPerAccount: {
    name: 'change-password-account',
    max: 10,
    windowSeconds: 15 * MINUTE,
  },
  /** Like change-password: the password is checked again before an account is deleted. */
  deleteAccountPerIp: { name: 'delete-account-ip', max: 30, windowSeconds: 15 * MINUTE },
  deleteAccountPerAccount: { name: 'delete-account-account', max: 10, windowSeconds: 15 * MINUTE },
  /** Like change-password: the password stands in for the current mailbox's approval. */
  emailChangePasswordPerIp: {
    name: 'email-change-password-ip',
    max: 30,
    windowSeconds: 15 * MINUTE,
  },
  emailChangePasswordPerAccount: {
    name: 'email-change-password-account',
    max: 10,
    windowSeconds: 15 * MINUTE,
  },
  /** Each request mails the account's address (and with the password, the new one too). */
  emailChangePerAccount: { name: 'email-change-account', max: 5, windowSeconds: HOUR },
  registerPerIp: { name: 'register-ip', max: 10, windowSeconds: HOUR },
  createAdminPerIp: { name: 'create-admin-ip', max: 5, windowSeconds: 15 * MINUTE },
  forgotPasswordPerIp: { name: 'forgot-ip', max: 10, windowSeconds: HOUR },
  forgotPasswordPerAccount: { name: 'forgot-account', max: 5, windowSeconds: HOUR },
  verifyOtpPerIp: { name: 'verify-otp-ip', max: 20, windowSeconds: 15 * MINUTE },
  verifyOtpPerAccount: { name: 'verify-otp-account', max: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
