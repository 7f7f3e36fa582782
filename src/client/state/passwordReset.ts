/**
 * The password reset flow's memory between its three pages (spec §2): the e-mail, kept in
 * localStorage so it survives a closed tab while the code is on its way, and verify-otp's proof,
 * kept only for this tab's session.
 */
const EMAIL_KEY = 'resetEmail';
const TOKEN_KEY = 'resetToken';

export const passwordReset = {
  email: () => localStorage.getItem(EMAIL_KEY) ?? '',
  resetToken: () => sessionStorage.getItem(TOKEN_KEY) ?? '',

  /** A new code was requested: any earlier proof is for an old code. */
  rememberEmail(email: string) {
    localStorage.setItem(EMAIL_KEY, email);
    sessionStorage.removeItem(TOKEN_KEY);
  },

  rememberResetToken(resetToken: string) {
    sessionStorage.setItem(TOKEN_KEY, resetToken);
  },

  forget() {
    localStorage.removeItem(EMAIL_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  },
};
