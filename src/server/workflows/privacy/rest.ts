import { Router } from 'express';
import { deleteAccountInput, myDataFileName } from '../../../shared/privacy';
import { requireUser } from '../../http/context';
import { parseBody } from '../../http/rest';
import { deleteAccount } from './deleteAccount';
import { collectMyData } from './myData';

/** "Download my data" and "Delete my account" under the account's REST paths. */
export function privacyRest(): Router {
  const api = Router();

  api.get('/auth/my-data', async (req, res) => {
    const data = await collectMyData(req.context.db, requireUser(req.context));
    res.attachment(myDataFileName(new Date())).json(data);
  });

  api.delete('/auth/account', async (req, res) => {
    const user = requireUser(req.context);
    res.json(await deleteAccount(req.context, user, parseBody(deleteAccountInput, req)));
  });

  return api;
}
