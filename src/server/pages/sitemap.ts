import { readFile } from 'node:fs/promises';
import { Router, type RequestHandler } from 'express';
import { findSitemapEntries } from '../modules/catalog';
import { answerPublicRead } from '../http/publicReads';
import type { Services } from '../services';
import { escapeHtml } from './headTags';
import { HALLMARKING_PATH, policyPaths } from '../../shared/legalPages';
import { RING_SIZE_GUIDE_PATH } from '../../shared/ringSizes';

/** Shop pages a crawler should know besides the catalogue (spec §2's public pages, the guide). */
const mainPages = [
  '/',
  '/products',
  '/about',
  '/store',
  ...Object.values(policyPaths),
  HALLMARKING_PATH,
  RING_SIZE_GUIDE_PATH,
];

/** sitemaps.org: at most 50,000 URLs in one sitemap file; an index names the files beyond. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Crawlers and CDNs may keep the sitemap an hour (decision 028). */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const urlEntry = ({ loc, lastmod }: SitemapUrl) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${
    lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
  }</url>`;

const newestOf = (dates: (Date | undefined)[]) =>
  dates.reduce<Date | undefined>(
    (latest, d) => (d && (!latest || d > latest) ? d : latest),
    undefined,
  );

/** Every URL of the shop a crawler should visit: main pages, visible categories and products. */
async function sitemapUrls(services: Services, site: string): Promise<SitemapUrl[]> {
  const entries = await findSitemapEntries(services);
  const newest = newestOf([...entries.products, ...entries.categories].map((e) => e.updatedAt));
  return [
    ...mainPages.map((page) => ({
      loc: site + page,
      lastmod: page === '/' || page === '/products' ? newest : undefined,
    })),
    ...entries.categories.map((c) => ({
      loc: `${site}/products?category=${encodeURIComponent(c.slug)}`,
      lastmod: c.updatedAt,
    })),
    ...entries.products.map((p) => ({ loc: `${site}/product/${p.id}`, lastmod: p.updatedAt })),
  ];
}

const xmlDocument = (lines: string[]) =>
  ['<?xml version="1.0" encoding="UTF-8"?>', ...lines].join('\n') + '\n';

const urlSet = (urls: SitemapUrl[]) =>
  xmlDocument([
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(urlEntry),
    '</urlset>',
  ]);

/**
 * The sitemap document at `file` (null: /sitemap.xml; n: /sitemap-n.xml), or null when there is
 * none. Up to `limit` URLs, /sitemap.xml lists them all; beyond, it is an index of files of
 * `limit` URLs each, each dated by its newest change.
 */
export function renderSitemap(
  urls: SitemapUrl[],
  site: string,
  file: number | null,
  limit: number,
): string | null {
  const files = Math.ceil(urls.length / limit);
  const chunk = (n: number) => urls.slice((n - 1) * limit, n * limit);
  if (file === null) {
    if (files <= 1) return urlSet(urls);
    return xmlDocument([
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from({ length: files }, (_, i) => {
        const lastmod = newestOf(chunk(i + 1).map((u) => u.lastmod));
        return `  <sitemap><loc>${escapeHtml(`${site}/sitemap-${i + 1}.xml`)}</loc>${
          lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
        }</sitemap>`;
      }),
      '</sitemapindex>',
    ]);
  }
  return files > 1 && file >= 1 && file <= files ? urlSet(chunk(file)) : null;
}

/**
 * /sitemap.xml (and /sitemap-n.xml past `urlsPerFile` URLs) of the visible catalogue and the main
 * pages; /robots.txt naming it. Each file is made once, kept rendered and compressed in the
 * catalogue cache (cleared by the next catalogue change, like every public read), and served
 * from there.
 */
export function sitemapRoutes(
  services: Services,
  robotsFile: string,
  { urlsPerFile = SITEMAP_URL_LIMIT }: { urlsPerFile?: number } = {},
): Router {
  const site = services.settings.publicUrl;
  const routes = Router();

  const answerSitemap =
    (file: number | null): RequestHandler =>
    async (req, res) => {
      await answerPublicRead(
        req,
        res,
        { cache: services.catalogue, shared: true, cacheControl: SITEMAP_CACHE_CONTROL },
        async () => {
          const xml = renderSitemap(await sitemapUrls(services, site), site, file, urlsPerFile);
          return xml === null
            ? { status: 404, contentType: 'text/plain', body: Buffer.from('Not found') }
            : {
                status: 200,
                contentType: 'application/xml; charset=utf-8',
                body: Buffer.from(xml),
              };
        },
      );
    };

  routes.get('/sitemap.xml', answerSitemap(null));
  routes.get('/sitemap-:file.xml', (req, res, next) => {
    if (!/^[1-9]\d{0,5}$/.test(req.params.file)) return next();
    return answerSitemap(Number(req.params.file))(req, res, next);
  });

  routes.get('/robots.txt', async (_req, res) => {
    const rules = await readFile(robotsFile, 'utf8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(`${rules.trimEnd()}\n\nSitemap: ${site}/sitemap.xml\n`);
  });
  return routes;
}
