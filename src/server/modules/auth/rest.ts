import { parseCookie } from 'cookie';
import { Router, type Request, type Response } from 'express';
import {
  changePasswordInput,
  createAdminInput,
  emailLinkInput,
  endSessionInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  updateProfileInput,
  verifyOtpRestInput,
} from '../../../shared/auth';
import { DomainError } from '../../errors';
import { requireUser } from '../../http/context';
import { parseBody, parseParams } from '../../http/rest';
import { approveEmailChange, cancelEmailChange, confirmEmailChange } from './emailChangeLinks';
import { requestPasswordReset, resetPassword, verifyResetCode } from './passwordReset';
import {
  changePassword,
  createAdmin,
  getProfile,
  login,
  logout,
  register,
  updateProfile,
} from './service';
import { endOtherSignIns, endSignIn, listSignIns } from './signIns';
import { readResetEmailToken } from './tokens';

/**
 * Spec §7's verify-otp sends only `{ otp }` and reset-password no proof at all, so between the
 * steps the reset flow rides on short-lived signed cookies that scripts cannot read.
 */
const RESET_EMAIL_COOKIE = 'reset_email';
const RESET_VERIFIED_COOKIE = 'reset_verified';
const cookiePath = '/api/auth';

function setResetCookie(req: Request, res: Response, name: string, value: string, minutes: number) {
  res.cookie(name, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: cookiePath,
    maxAge: minutes * 60_000,
  });
}

const cookie = (req: Request, name: string) => parseCookie(req.headers.cookie ?? '')[name];

/** Spec §7 Auth: thin adapters over the same services as the tRPC procedures. */
export function authRest(): Router {
  const api = Router();

  api.post('/auth/login', async (req, res) => {
    res.json(await login(req.context, parseBody(loginInput, req)));
  });

  api.post('/auth/register', async (req, res) => {
    res.status(201).json(await register(req.context, parseBody(registerInput, req)));
  });

  api.post('/auth/create-admin', async (req, res) => {
    res.status(201).json(await createAdmin(req.context, parseBody(createAdminInput, req)));
  });

  api.post('/auth/logout', async (req, res) => {
    res.json(await logout(req.context));
  });

  api.get('/auth/profile', async (req, res) => {
    res.json(await getProfile(req.context.db, requireUser(req.context)));
  });

  api.put('/auth/profile', async (req, res) => {
    const user = requireUser(req.context);
    res.json(await updateProfile(req.context, user, parseBody(updateProfileInput, req)));
  });

  api.post('/auth/confirm-email', async (req, res) => {
    res.json(await confirmEmailChange(req.context, parseBody(emailLinkInput, req)));
  });

  api.post('/auth/approve-email-change', async (req, res) => {
    res.json(await approveEmailChange(req.context, parseBody(emailLinkInput, req)));
  });

  api.post('/auth/cancel-email-change', async (req, res) => {
    res.json(await cancelEmailChange(req.context, parseBody(emailLinkInput, req)));
  });

  api.get('/auth/sessions', async (req, res) => {
    const user = requireUser(req.context);
    res.json(await listSignIns(req.context.db, user.id, req.context.sessionId));
  });

  api.delete('/auth/sessions', async (req, res) => {
    const user = requireUser(req.context);
    res.json(await endOtherSignIns(req.context.db, user.id, req.context.sessionId));
  });

  api.delete('/auth/sessions/:id', async (req, res) => {
    const user = requireUser(req.context);
    const { id } = parseParams(endSessionInput, req);
    res.json(await endSignIn(req.context.db, user.id, req.context.sessionId, id));
  });

  api.put('/auth/change-password', async (req, res) => {
    const user = requireUser(req.context);
    res.json(await changePassword(req.context, user, parseBody(changePasswordInput, req)));
  });

  api.post('/auth/forgot-password', async (req, res) => {
    const { message, emailToken } = await requestPasswordReset(
      req.context,
      parseBody(forgotPasswordInput, req),
    );
    setResetCookie(req, res, RESET_EMAIL_COOKIE, emailToken, 30);
    res.json({ message });
  });

  api.post('/auth/verify-otp', async (req, res) => {
    const input = parseBody(verifyOtpRestInput, req);
    const emailToken = cookie(req, RESET_EMAIL_COOKIE);
    const email =
      input.email ?? (emailToken && readResetEmailToken(req.context.auth.jwtSecret, emailToken));
    if (!email) {
      throw new DomainError('BAD_REQUEST', 'Please request a reset code for your email first.');
    }
    const result = await verifyResetCode(req.context, { otp: input.otp, email });
    setResetCookie(req, res, RESET_VERIFIED_COOKIE, result.resetToken, 10);
    res.json(result);
  });

  api.post('/auth/reset-password', async (req, res) => {
    const body = parseBody(resetPasswordInput, req);
    const result = await resetPassword(req.context, {
      ...body,
      resetToken: body.resetToken ?? cookie(req, RESET_VERIFIED_COOKIE),
    });
    res.clearCookie(RESET_EMAIL_COOKIE, { path: cookiePath });
    res.clearCookie(RESET_VERIFIED_COOKIE, { path: cookiePath });
    res.json(result);
  });

  return api;
}
