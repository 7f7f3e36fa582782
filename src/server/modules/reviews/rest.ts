import { Router } from 'express';
import { z } from '../../../shared/zod';
import { idSchema } from '../../../shared/catalog';
import {
  adminReviewListInput,
  productReviewsInput,
  reviewInput,
  reviewModeration,
  reviewReplyInput,
} from '../../../shared/reviews';
import { adminRoutes } from '../../http/adminRoutes';
import { requireUser } from '../../http/context';
import { publicRead } from '../../http/publicReads';
import { parseBody, parseParams, parseQuery } from '../../http/rest';
import {
  findReviewsForAdmin,
  moderateReview,
  removeReviewReply,
  replyToReview,
} from './adminReviews';
import { findReviewInvites } from './invites';
import { editReview, findMyReview, findPublishedReviews, writeReview } from './service';

const byId = z.object({ id: idSchema });
const byProduct = z.object({ productId: idSchema });
const reviewsPageQuery = z.object({ page: productReviewsInput.shape.cursor });

/** Reviews over REST: the same schemas and services as the tRPC procedures. */
export function reviewsRest(): Router {
  const api = Router();
  const admin = adminRoutes(api);

  /** `?page=` (1-based): a page of published reviews with the rating summary. */
  api.get(
    '/products/:id/reviews',
    publicRead((req) => {
      const { id } = parseParams(byId, req);
      return findPublishedReviews(req.context, id, parseQuery(reviewsPageQuery, req).page);
    }),
  );

  api.get('/products/:productId/reviews/mine', async (req, res) => {
    const user = requireUser(req.context);
    const { productId } = parseParams(byProduct, req);
    res.json(await findMyReview(req.context, user.id, productId));
  });

  /** The pieces of the customer's delivered order they have not reviewed yet (decision 057). */
  api.get('/orders/:id/review-invites', async (req, res) => {
    const user = requireUser(req.context);
    const { id } = parseParams(byId, req);
    res.json({ invites: await findReviewInvites(req.context.db, user.id, id) });
  });

  api.post('/products/:id/reviews', async (req, res) => {
    const user = requireUser(req.context);
    const { id } = parseParams(byId, req);
    const review = await writeReview(req.context, user.id, id, parseBody(reviewInput, req));
    res.status(201).json(review);
  });

  api.put('/reviews/:id', async (req, res) => {
    const user = requireUser(req.context);
    const { id } = parseParams(byId, req);
    res.json(await editReview(req.context.db, user.id, id, parseBody(reviewInput, req)));
  });

  admin.get('/admin/reviews', async (req, res) => {
    res.json(await findReviewsForAdmin(req.context.db, parseQuery(adminReviewListInput, req)));
  });

  /** Body `{ status: 'published' }`, or `{ status: 'hidden', reason, note? }` (decision 057). */
  admin.put('/admin/reviews/:id', async (req, res) => {
    const { id } = parseParams(byId, req);
    res.json(await moderateReview(req.context.db, { id, ...parseBody(reviewModeration, req) }));
  });

  /** Body `{ reply }`: the shop's public answer, written or replaced. */
  admin.put('/admin/reviews/:id/reply', async (req, res) => {
    const { id } = parseParams(byId, req);
    res.json(await replyToReview(req.context.db, { id, ...parseBody(reviewReplyInput, req) }));
  });

  admin.delete('/admin/reviews/:id/reply', async (req, res) => {
    const { id } = parseParams(byId, req);
    res.json(await removeReviewReply(req.context.db, id));
  });

  return api;
}
