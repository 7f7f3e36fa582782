import { readFile } from 'node:fs/promises';
import { Router } from 'express';
import { findSitemapEntries } from '../modules/catalog';
import type { Services } from '../services';
import { escapeHtml } from './headTags';

/** Shop pages a crawler should know besides the catalogue (spec §2's public pages). */
const mainPages = ['/', '/products', '/about', '/store', '/faq', '/terms', '/privacy'];

const urlEntry = (loc: string, lastmod?: Date) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${
    lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
  }</url>`;

/** /sitemap.xml of the visible catalogue and the main pages; /robots.txt naming it. */
export function sitemapRoutes(services: Services, robotsFile: string): Router {
  const site = services.settings.publicUrl;
  const routes = Router();

  routes.get('/sitemap.xml', async (_req, res) => {
    const entries = await findSitemapEntries(services);
    const newest = [...entries.products, ...entries.categories].reduce<Date | undefined>(
      (latest, e) => (!latest || e.updatedAt > latest ? e.updatedAt : latest),
      undefined,
    );
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...mainPages.map((page) =>
        urlEntry(site + page, page === '/' || page === '/products' ? newest : undefined),
      ),
      ...entries.categories.map((c) =>
        urlEntry(`${site}/products?category=${encodeURIComponent(c.slug)}`, c.updatedAt),
      ),
      ...entries.products.map((p) => urlEntry(`${site}/product/${p.id}`, p.updatedAt)),
      '</urlset>',
    ];
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(lines.join('\n') + '\n');
  });

  routes.get('/robots.txt', async (_req, res) => {
    const rules = await readFile(robotsFile, 'utf8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(`${rules.trimEnd()}\n\nSitemap: ${site}/sitemap.xml\n`);
  });
  return routes;
}
