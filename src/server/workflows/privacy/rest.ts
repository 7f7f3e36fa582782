import { Router } from 'express';
import { deleteAccountInput, myDataFileName } from '../../../shared/privacy';
import { requireUser } from '../../http/context';
import { parseBody } from '../../http/rest';
import { sendStreamed } from '../../http/streamedBody';
import { deleteAccount } from './deleteAccount';
import { myDataJson } from './myData';

/** "Download my data" and "Delete my account" under the account's REST paths. */
export function privacyRest(): Router {
  const api = Router();

  api.get('/auth/my-data', async (req, res) => {
    const user = requireUser(req.context);
    res.attachment(myDataFileName(new Date())).type('application/json');
    await sendStreamed(req, res, myDataJson(req.context.db, user));
  });

  api.delete('/auth/account', async (req, res) => {
    const user = requireUser(req.context);
    res.json(await deleteAccount(req.context, user, parseBody(deleteAccountInput, req)));
  });

  return api;
}
