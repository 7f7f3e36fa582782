/**
 * One look for every e-mail the shop sends: mailTemplate.mjml, compiled by MJML into a responsive
 * HTML skeleton (mailTemplate.compiled.ts) whose @@tokens@@ each mail fills in, and plain text.
 */
import { compiledMailTemplate } from './mailTemplate.compiled';

export interface MailContent {
  shopName: string;
  /** Shown in the inbox next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Further links, one a line under the paragraphs (a parcel's tracking, a piece's reviews). */
  links?: { label: string; href: string }[];
  /** A code or figure set apart in large type. */
  highlight?: string;
  /** A link the mail asks the reader to open: a button, and the address itself in plain text. */
  action?: { label: string; href: string };
  /** A second, quieter link under the action, e.g. "This wasn't me". */
  secondaryAction?: { label: string; href: string };
  /** Small print under the body, e.g. why the mail was sent. */
  footnote: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The template's parts a mail may leave out, each between `<!--@@if x-->` and `<!--@@end x-->`. */
const optionalParts = ['highlight', 'action', 'secondaryAction'] as const;

/** The skeleton of each combination of optional parts, cut once (there are at most eight). */
const skeletons = new Map<string, string>();

function skeletonFor(content: MailContent) {
  const key = optionalParts.map((part) => (content[part] ? 1 : 0)).join('');
  let skeleton = skeletons.get(key);
  if (skeleton === undefined) {
    skeleton = optionalParts.reduce(
      (html, part) =>
        html.replace(
          new RegExp(`<!--@@if ${part}-->([\\s\\S]*?)<!--@@end ${part}-->`),
          (_, inside: string) => (content[part] ? inside : ''),
        ),
      compiledMailTemplate,
    );
    skeletons.set(key, skeleton);
  }
  return skeleton;
}

function bodyHtml({ paragraphs, links = [] }: MailContent) {
  return [
    ...paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`),
    ...links.map(
      (l) =>
        `<p style="margin:0 0 10px"><a href="${escapeHtml(l.href)}" style="color:#7c5c28;word-break:break-word">${escapeHtml(l.label)}</a></p>`,
    ),
  ].join('');
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const { shopName, preheader, heading, paragraphs, links = [], highlight, footnote } = content;
  const { action, secondaryAction } = content;
  const values: Record<string, string> = {
    shopName: escapeHtml(shopName),
    preheader: escapeHtml(preheader),
    heading: escapeHtml(heading),
    body: bodyHtml(content),
    highlight: escapeHtml(highlight ?? ''),
    actionHref: escapeHtml(action?.href ?? ''),
    actionLabel: escapeHtml(action?.label ?? ''),
    secondaryHref: escapeHtml(secondaryAction?.href ?? ''),
    secondaryLabel: escapeHtml(secondaryAction?.label ?? ''),
    footnote: escapeHtml(footnote),
  };
  // One pass: a token written by a customer (in a name, say) is never filled in itself.
  const html = skeletonFor(content).replace(/@@(\w+)@@/g, (token, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The mail template has an unknown ${token}`);
    return value;
  });
  const text = [
    shopName,
    '',
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(links.length > 0 ? [...links.map((l) => `${l.label}: ${l.href}`), ''] : []),
    ...(highlight ? [`    ${highlight}`, ''] : []),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    ...(secondaryAction ? [`${secondaryAction.label}: ${secondaryAction.href}`, ''] : []),
    '--',
    footnote,
  ].join('\n');
  return { html, text };
}
