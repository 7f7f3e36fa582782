import express, { Router, type Request, type Response } from 'express';
import { deleteAccountInput, myDataFileName } from '../../../shared/privacy';
import { requireUser } from '../../http/context';
import { parseBody } from '../../http/rest';
import { sendStreamed } from '../../http/streamedBody';
import { findSessionUser, readDownloadTicket, type SessionUser } from '../../modules/auth';
import { deleteAccount } from './deleteAccount';
import { myDataJson } from './myData';

/** The account's data as a JSON file, streamed a batch of orders at a time. */
async function sendMyData(req: Request, res: Response, user: SessionUser) {
  res.attachment(myDataFileName(new Date())).type('application/json');
  await sendStreamed(req, res, myDataJson(req.context.db, user));
}

/** "Download my data" and "Delete my account" under the account's REST paths. */
export function privacyRest(): Router {
  const api = Router();

  api.get('/auth/my-data', async (req, res) => {
    await sendMyData(req, res, requireUser(req.context));
  });

  // The account page's button: a form post of a download ticket (privacy.myDataTicket), so the
  // browser saves the file to disk as it streams instead of the page holding it in memory.
  api.post(
    '/auth/my-data',
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (req, res) => {
      const ticket = (req.body as { ticket?: unknown } | undefined)?.ticket;
      const check = readDownloadTicket(
        req.context.auth.jwtSecret,
        typeof ticket === 'string' ? ticket : '',
      );
      const user =
        'problem' in check ? null : await findSessionUser(req.context.db, check, req.log);
      await sendMyData(
        req,
        res,
        requireUser({ user, tokenProblem: 'problem' in check ? check.problem : 'invalid' }),
      );
    },
  );

  api.delete('/auth/account', async (req, res) => {
    const user = requireUser(req.context);
    res.json(await deleteAccount(req.context, user, parseBody(deleteAccountInput, req)));
  });

  return api;
}
