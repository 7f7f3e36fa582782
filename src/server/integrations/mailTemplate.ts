/** One look for every e-mail the shop sends: HTML with inline styles (mail clients ignore <style>) and plain text. */

export interface MailContent {
  shopName: string;
  /** Shown in the inbox next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
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

export function renderMail(content: MailContent): { html: string; text: string } {
  const { shopName, preheader, heading, paragraphs, highlight, action, secondaryAction, footnote } =
    content;
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(heading)}</title></head>
<body style="margin:0;padding:0;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#1c1917">
<span style="display:none;max-height:0;overflow:hidden">${e(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f2;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #eee6d8;border-radius:8px">
<tr><td style="padding:28px 32px;border-bottom:1px solid #eee6d8;text-align:center;font-family:Georgia,serif;font-size:24px;letter-spacing:1px;color:#7c5c28">${e(shopName)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-weight:normal;font-size:22px">${e(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.6">${e(p)}</p>`).join('\n')}
${highlight ? `<p style="margin:24px 0;text-align:center;font-size:34px;letter-spacing:10px;font-weight:bold;color:#1c1917">${e(highlight)}</p>` : ''}
${action ? `<p style="margin:24px 0;text-align:center"><a href="${e(action.href)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#7c5c28;color:#ffffff;font-size:15px;text-decoration:none">${e(action.label)}</a></p><p style="margin:0 0 14px;font-size:12px;line-height:1.5;color:#57534e;word-break:break-all">${e(action.href)}</p>` : ''}
${secondaryAction ? `<p style="margin:0 0 14px;font-size:14px;line-height:1.6;text-align:center"><a href="${e(secondaryAction.href)}" style="color:#b91c1c">${e(secondaryAction.label)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #eee6d8;font-size:12px;line-height:1.5;color:#57534e">${e(footnote)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    shopName,
    '',
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(highlight ? [`    ${highlight}`, ''] : []),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    ...(secondaryAction ? [`${secondaryAction.label}: ${secondaryAction.href}`, ''] : []),
    '--',
    footnote,
  ].join('\n');
  return { html, text };
}
