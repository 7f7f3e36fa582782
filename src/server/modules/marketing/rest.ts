import express, { Router } from 'express';
import { londonDay } from '../../../shared/londonTime';
import {
  consentListInput,
  linkTokenInput,
  marketingChoiceInput,
  newsletterSignUpInput,
} from '../../../shared/marketing';
import { adminRoutes } from '../../http/adminRoutes';
import { requireUser } from '../../http/context';
import { parseBody, parseQuery } from '../../http/rest';
import { consentsCsv, findConsentsForAdmin } from './adminConsents';
import { marketingChoiceOf, saveMarketingChoice } from './consents';
import { confirmNewsletter, signUpForNewsletter } from './newsletter';
import { unsubscribe } from './unsubscribe';

/** The footer's form works without JavaScript too: a plain form post (a few fields at most). */
const formBody = express.urlencoded({ extended: false, limit: '2kb' });

/** Marketing consent over REST (decision 059): the same schemas and services as tRPC. */
export function marketingRest(): Router {
  const api = Router();
  const admin = adminRoutes(api);

  /** `{ email }` as JSON, or the footer's form without script: then on to the page that explains. */
  api.post('/marketing/newsletter', formBody, async (req, res) => {
    const answer = await signUpForNewsletter(req.context, parseBody(newsletterSignUpInput, req));
    if (req.is('application/x-www-form-urlencoded')) res.redirect(303, '/newsletter?asked=1');
    else res.json(answer);
  });

  api.post('/marketing/newsletter/confirm', async (req, res) => {
    res.json(await confirmNewsletter(req.context, parseBody(linkTokenInput, req)));
  });

  /** A browser that opens the List-Unsubscribe address is shown the page, which asks first. */
  api.get('/marketing/unsubscribe', (req, res) => {
    const { token } = parseQuery(linkTokenInput, req);
    res.redirect(303, `/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  /**
   * RFC 8058's one-click: the mail client posts `List-Unsubscribe=One-Click` to the header's
   * address, whose query names the address; the body says nothing more, so it is not read.
   */
  api.post('/marketing/unsubscribe', formBody, async (req, res) => {
    res.json(await unsubscribe(req.context, parseQuery(linkTokenInput, req), 'one-click'));
  });

  api.get('/marketing/choice', async (req, res) => {
    res.json(await marketingChoiceOf(req.context.db, requireUser(req.context)));
  });

  /** `{ agreed: boolean }`: the account's tick box. */
  api.put('/marketing/choice', async (req, res) => {
    const user = requireUser(req.context);
    const { agreed } = parseBody(marketingChoiceInput, req);
    res.json(await saveMarketingChoice(req.context.db, user, agreed));
  });

  admin.get('/admin/marketing/consents', async (req, res) => {
    res.json(await findConsentsForAdmin(req.context.db, parseQuery(consentListInput, req)));
  });

  admin.get('/admin/marketing/consents/export', async (req, res) => {
    const { search } = parseQuery(consentListInput, req);
    const file = await consentsCsv(req.context.db, search);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="customers-who-agreed-${londonDay(new Date())}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.send(`\uFEFF${file}`);
  });

  return api;
}
