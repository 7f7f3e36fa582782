import { sql } from 'drizzle-orm';
import { NEW_REVIEW_DAYS } from '../../../shared/ownersMorning';
import { queryRows, type Db } from '../../db/client';

interface NewReviewRow {
  id: string;
  rating: number;
  title: string;
  product_name: string;
  created_at: string;
  total: number;
}

/**
 * Reviews written in the last week and still shown: published at once (decision 018), they are
 * what the owner reads to hide any abuse. The newest few first, over the index on created_at.
 */
export async function findNewReviews(db: Db, first: number) {
  const rows = await queryRows<NewReviewRow>(
    db,
    sql`select r.id, r.rating, r.title, p.name as product_name, r.created_at, w.total
      from (select id, count(*) over ()::int as total from reviews
        where created_at > now() - make_interval(days => ${NEW_REVIEW_DAYS})
          and status = 'published'
        order by created_at desc, id desc limit ${first}) w
      join reviews r on r.id = w.id
      join products p on p.id = r.product_id
      order by r.created_at desc, r.id desc`,
  );
  return {
    count: rows[0]?.total ?? 0,
    first: rows.map((r) => ({
      _id: r.id,
      rating: r.rating,
      title: r.title,
      product: r.product_name,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
