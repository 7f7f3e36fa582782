import { Router } from 'express';
import { linkTokenInput } from '../../../shared/marketing';
import { adminRoutes } from '../../http/adminRoutes';
import { parseQuery } from '../../http/rest';
import { reminderCartLines, reminderRecovery } from './recovery';

/** Abandoned checkout reminders over REST: the same services as tRPC. */
export function remindersRest(): Router {
  const api = Router();
  const admin = adminRoutes(api);

  api.get('/reminders/cart', async (req, res) => {
    res.json(await reminderCartLines(req.context, parseQuery(linkTokenInput, req)));
  });

  admin.get('/admin/marketing/reminders', async (req, res) => {
    res.json(await reminderRecovery(req.context.db));
  });

  return api;
}
