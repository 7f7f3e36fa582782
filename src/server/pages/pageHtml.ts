import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '../../shared/pageState';
import { escapeHtml, headTags, jsonForScript, type PageHead } from './headTags';

/**
 * The built index.html with the page's own title, description and head tags in place of the
 * template's generic ones, and its data as JSON that the client hydrates before its first render.
 */
export function pageHtml(template: string, head: PageHead, state: DehydratedState): string {
  const stateScript = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(state)}</script>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace(/\s*<\/head>/, () => `\n    ${headTags(head)}\n    ${stateScript}\n  </head>`);
}
