import { describe, expect, it } from 'vitest';
import { compiledMailTemplate } from '../../src/server/integrations/mailTemplate.compiled';
import { renderMail, type MailContent } from '../../src/server/integrations/mailTemplate';
import { compileMailTemplate } from '../../scripts/mails/compileMailTemplate';

const content: MailContent = {
  shopName: 'Hatton & Sons',
  preheader: 'Your order is on its way.',
  heading: 'On its way, <Ada>',
  paragraphs: ['We sent order 1A2B3C4D.', 'It travels with "Royal Mail".'],
  links: [{ label: 'Track your parcel', href: 'https://example.test/t?a=1&b=2' }],
  action: { label: 'View your order', href: 'https://shop.example.test/order/abc' },
  footnote: 'Questions? Write to shop@example.test.',
};

describe('the mail template', () => {
  it('is what MJML makes of mailTemplate.mjml now (run scripts/mails/compileMailTemplate.ts)', async () => {
    expect(await compileMailTemplate()).toBe(compiledMailTemplate);
  });

  it('fills every token, escaped, and leaves out the parts a mail does not have', () => {
    const { html } = renderMail(content);
    expect(html).not.toContain('@@');
    expect(html).toContain('<title>On its way, &lt;Ada&gt;</title>');
    expect(html).toContain('Hatton &amp; Sons');
    expect(html).toContain('It travels with &quot;Royal Mail&quot;.');
    expect(html).toContain('href="https://example.test/t?a=1&amp;b=2"');
    expect(html).toContain('href="https://shop.example.test/order/abc"');
    // Neither a highlighted code nor a second action: their rows are gone, not left empty.
    expect(html).not.toContain('letter-spacing:10px');
    expect(html).not.toContain('color:#b91c1c');
    const withCode = renderMail({ ...content, highlight: '123456', action: undefined }).html;
    expect(withCode).toContain('>123456</div>');
    expect(withCode).not.toContain('View your order');
  });

  it('never fills in a token a customer typed into their name', () => {
    const { html } = renderMail({ ...content, heading: 'Hello @@body@@' });
    expect(html).toContain('Hello @@body@@');
  });

  it('keeps the plain-text part, with each link written out', () => {
    expect(renderMail(content).text).toBe(
      [
        'Hatton & Sons',
        '',
        'On its way, <Ada>',
        '',
        'We sent order 1A2B3C4D.',
        '',
        'It travels with "Royal Mail".',
        '',
        'Track your parcel: https://example.test/t?a=1&b=2',
        '',
        'View your order: https://shop.example.test/order/abc',
        '',
        '--',
        'Questions? Write to shop@example.test.',
      ].join('\n'),
    );
  });
});
