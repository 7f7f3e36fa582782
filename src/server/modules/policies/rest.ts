import { Router } from 'express';
import { z } from '../../../shared/zod';
import { policyNameSchema, policyVersionQuery } from '../../../shared/policyInput';
import { parseParams, parseQuery } from '../../http/rest';
import { policyPage } from './pages';

const byName = z.object({ name: policyNameSchema });

/** `GET /api/policies/:name[?version=n]`: a policy as its page shows it (title, version, HTML). */
export function policiesRest(): Router {
  const api = Router();

  api.get('/policies/:name', async (req, res) => {
    const { name } = parseParams(byName, req);
    const { version } = parseQuery(policyVersionQuery, req);
    res.json(await policyPage(req.context.db, name, version));
  });

  return api;
}
