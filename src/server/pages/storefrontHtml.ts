import type { DehydratedState } from '@tanstack/react-query';
import type { Request } from 'express';
import { renderPage, type PageMatch, type RenderedPage } from '../../client/ssr';
import type { Services } from '../services';
import type { PageHead } from './headTags';
import { describeStorefrontPage } from './storefrontPages';

/**
 * A page the server renders, as it sends it: status, head tags, the data for the client's cache
 * and the page rendered from that data. The same for every visitor, so it is kept with the
 * catalogue's other answers (cleared by any catalogue write) and rendered once per address, not
 * per request.
 */
export function storefrontHtml(
  services: Services,
  req: Request,
  match: PageMatch & { rendered: RenderedPage },
): Promise<StorefrontPage | null> {
  return services.catalogue.pages.remember(req.originalUrl, async () => {
    const page = await describeStorefrontPage(services, req, match);
    // A missing product's page is the browser's to render (it shows its not-found message).
    const body = page.state
      ? await renderPage(req.originalUrl, page.state).catch((err: unknown) => {
          req.log.error({ err }, 'page could not be rendered; the browser will render it');
          return undefined;
        })
      : undefined;
    return { ...page, body };
  });
}

export interface StorefrontPage {
  status: number;
  head: PageHead;
  state: DehydratedState | undefined;
  /** The rendered page; absent when the browser renders it. */
  body: string | undefined;
}
