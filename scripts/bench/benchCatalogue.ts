import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * The kind of piece each demo category holds, and the options a shopper would see for it, so
 * generated names, descriptions and variations read like the demo shop's own products.
 */
const piecesByCategory = sql.raw(`(values
  ('small-design-rings', 'Stacking Ring', '{"Size":["J","L","N","P"]}'),
  ('white-gold-rings', 'Ring', '{"Size":["H","J","L","N","P","R"]}'),
  ('platinum-rings', 'Ring', '{"Size":["H","J","L","N","P","R"]}'),
  ('engagement-rings', 'Engagement Ring', '{"Size":["H","J","L","N","P","R"]}'),
  ('wedding-bands', 'Wedding Band', '{"Size":["H","J","L","N","P","R"]}'),
  ('pendants', 'Pendant', '{"Length":["16\\"","18\\"","20\\""]}'),
  ('chains', 'Chain', '{"Length":["16\\"","18\\"","20\\""]}'),
  ('chokers', 'Choker', '{"Length":["13\\"","14\\"","15\\""]}'),
  ('studs', 'Stud Earrings', '{}'),
  ('hoops', 'Hoop Earrings', '{}'),
  ('drop-earrings', 'Drop Earrings', '{}'),
  ('bangles', 'Bangle', '{"Size":["Small","Medium","Large"]}'),
  ('tennis-bracelets', 'Tennis Bracelet', '{"Length":["6.5\\"","7\\"","7.5\\""]}'),
  ('charm-bracelets', 'Charm Bracelet', '{"Length":["6.5\\"","7\\"","7.5\\""]}')
) as piece(slug, noun, variations)`);

/**
 * Adds `count` products spread over the demo shop's categories, with two or three pictures each,
 * in two statements (one `generate_series` per table): seconds for 10,000 products. Every value is
 * derived from the row number, so two databases seeded alike hold the same catalogue. Prices,
 * flags, stock, sales and ratings vary the way a real shop's do; a quarter of the pieces are
 * diamond, and about a fifth are tagged as gifts. Run after the demo seed (it needs its categories).
 */
export async function seedBenchCatalogue(db: Db, count: number) {
  if (count <= 0) return;
  await db.execute(sql`
    with category as (
      select c.id, piece.noun, piece.variations::jsonb as variations,
             row_number() over (order by c.slug) - 1 as n, count(*) over () as total
      from categories c join ${piecesByCategory} on piece.slug = c.slug
    ),
    product as (
      select i,
        (array['Aurora','Celeste','Marlow','Isla','Wren','Ophelia','Juniper','Sienna','Hazel',
               'Rosalind','Elodie','Maren'])[1 + (i * 7) % 12] as style,
        (array['diamond','diamond','diamond','sapphire','sapphire','emerald','ruby','pearl',
               'opal','amethyst','aquamarine','morganite'])[1 + (i * 5 + i / 12) % 12] as gem,
        (array['yellow-gold','white-gold','rose-gold','platinum','silver'])[1 + (i * 3) % 5]
          as material,
        (array['gift','bridal','everyday','anniversary','birthday'])[1 + (i * 11) % 5] as occasion,
        (array['minimalist','vintage','statement','classic','stacking'])[1 + (i * 13) % 5] as look,
        3900 + ((i * 7919) % 4800) * 100 as price_pence
      from generate_series(1, ${count}::int) as i
    )
    insert into products (id, name, description, price_pence, old_price_pence, brand, material,
      category_id, tags, variations, count_in_stock, is_active, is_featured, is_on_sale,
      is_new_arrival, sales, average_rating, review_count, created_at, updated_at)
    select
      substr(md5('bench-product-' || p.i), 1, 24),
      p.style || ' ' || initcap(p.gem) || ' ' || c.noun,
      format('A %s %s in %s, set with a hand-picked %s and finished with a soft court profile '
        || 'for all-day comfort. Hallmarked in the UK and made to order in our Hatton Garden '
        || 'workshop, it arrives gift-boxed with a certificate of authenticity.',
        p.look, lower(c.noun), replace(p.material, '-', ' '), p.gem),
      p.price_pence,
      case when p.i % 7 = 0 then p.price_pence * 5 / 4 end,
      (array['Elowen & Co','Lumen Atelier','Hatton & Vale','Maison Ardent','Northlight'])
        [1 + (p.i * 17) % 5],
      p.material,
      c.id,
      array[p.gem, p.occasion, p.look],
      c.variations,
      (p.i * 17) % 41,
      true,
      p.i % 19 = 0,
      p.i % 7 = 0,
      p.i <= ${Math.ceil(count * 0.05)},
      (p.i * 37) % 1000,
      3.5 + ((p.i * 13) % 16) / 10.0,
      case when p.i % 5 <> 0 then 5 + (p.i * 11) % 300 else 0 end,
      now() - make_interval(mins => p.i * 157),
      now() - make_interval(mins => p.i * 157)
    from product p join category c on c.n = p.i % c.total
  `);
  await db.execute(sql`
    insert into product_images (id, product_id, url, public_id, position)
    select substr(md5('bench-image-' || i || '-' || k), 1, 24),
           substr(md5('bench-product-' || i), 1, 24),
           '/uploads/products/' || md5('bench-image-' || i || '-' || k) || '.webp',
           'products/' || md5('bench-image-' || i || '-' || k),
           k
    from generate_series(1, ${count}::int) as i, generate_series(0, 2) as k
    where k < 2 or i % 3 = 0
  `);
}
