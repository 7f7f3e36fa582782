import { OTP_LENGTH } from '../../shared/constants';

/** Spec §2: the code field keeps digits only, at most six (pasting '123 456' gives '123456'). */
export const sanitizeOtp = (typed: string) => typed.replace(/\D/g, '').slice(0, OTP_LENGTH);
