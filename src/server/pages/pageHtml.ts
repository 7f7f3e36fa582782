import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_SCRIPTS_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '../../shared/pageState';
import { escapeHtml, headTags, imagePreloadTag, jsonForScript, type PageHead } from './headTags';

export interface PageExtras {
  /** A catalogue page's own head tags; other pages keep the template's generic ones. */
  head?: PageHead;
  /** The page's data, which the client hydrates before its first render. */
  state?: DehydratedState;
  /** The app's scripts for the page (its route chunk's included), which the entry fetches once the page is shown. */
  scripts: string[];
  /** The page rendered from `state` (src/client/ssr.tsx), which the client hydrates. */
  body?: string;
}

/**
 * The built index.html with what the server knows of the page: its own title, description and
 * head tags in place of the template's generic ones, its data and its scripts' addresses as JSON,
 * and the page itself rendered inside the root element.
 */
export function pageHtml(template: string, { head, state, scripts, body }: PageExtras): string {
  const added: string[] = [];
  let html = template;
  if (body) {
    html = html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  }
  if (head) {
    const preload = imagePreloadTag(head);
    html = html
      .replace(
        /<title>[\s\S]*?<\/title>/,
        () => `<title>${escapeHtml(head.title)}</title>${preload && `\n    ${preload}`}`,
      )
      .replace(
        /<meta\s+name="description"[\s\S]*?>/,
        () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
    added.push(headTags(head));
  }
  if (state) {
    added.push(
      `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(state)}</script>`,
    );
  }
  if (scripts.length > 0) {
    added.push(
      `<script id="${PAGE_SCRIPTS_ELEMENT_ID}" type="application/json">${jsonForScript(scripts)}</script>`,
    );
  }
  if (added.length > 0) {
    html = html.replace(/\s*<\/head>/, () => `\n    ${added.join('\n    ')}\n  </head>`);
  }
  // A rendered page paints without its scripts: the entry comes after the stylesheet and the
  // largest picture instead of sharing a slow connection with them at the same priority.
  return body
    ? html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    : html;
}
