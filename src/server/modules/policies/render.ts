import MarkdownIt from 'markdown-it';
import { slugify } from '../../../shared/slugify';

/**
 * Markdown as the owner writes it, to HTML a page can show as it is (decision 058). Raw HTML is
 * written out as text (`html: false`), markdown-it refuses links to unsafe schemes
 * (`javascript:`, `vbscript:`, `file:`, most `data:`), and pictures are not written: a picture
 * from another host would be a third party the Privacy Policy does not name.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).disable(
  'image',
);

export interface PolicyHeading {
  id: string;
  text: string;
  level: number;
}

/** What the rule collects while a text renders (markdown-it's `env`). */
type HeadingEnv = { headings: PolicyHeading[] };

/** Every heading gets an id from its words, once per page, so a section can be linked to. */
markdown.core.ruler.push('heading_ids', (state) => {
  const env = state.env as HeadingEnv;
  const taken = new Set<string>();
  state.tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const text = (state.tokens[index + 1]?.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('');
    const base = slugify(text) || 'section';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    token.attrSet('id', id);
    env.headings.push({ id, text, level: Number(token.tag.slice(1)) });
  });
});

/** The HTML of a policy's text (placeholders already filled) and its headings, in order. */
export function renderPolicyMarkdown(text: string) {
  const env: HeadingEnv = { headings: [] };
  const html = markdown.render(text, env);
  return { html, headings: env.headings };
}
