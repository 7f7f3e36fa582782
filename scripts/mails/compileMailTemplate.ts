/**
 * Compiles the shop's mail template (src/server/integrations/mailTemplate.mjml) with MJML into
 * the HTML skeleton the server fills in (mailTemplate.compiled.ts). Run after editing the .mjml:
 *
 *     node --import tsx scripts/mails/compileMailTemplate.ts
 *
 * MJML takes half a second to load and milliseconds per mail, and its API is asynchronous, so the
 * server never runs it: it fills the compiled skeleton's @@tokens@@ (decision 056-shop-mails).
 * tests/server/mail-template.test.ts compiles again and fails when the two differ.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import mjml2html from 'mjml';
import { format, resolveConfig } from 'prettier';

const folder = path.resolve(import.meta.dirname, '../../src/server/integrations');
const source = path.join(folder, 'mailTemplate.mjml');
const target = path.join(folder, 'mailTemplate.compiled.ts');

/** The skeleton MJML makes of the template now; strict: a mistake in the .mjml stops here. */
export async function compileMailTemplate() {
  const { html, errors } = await mjml2html(await readFile(source, 'utf8'), {
    validationLevel: 'strict',
  });
  if (errors.length > 0) {
    throw new Error(errors.map((e) => `line ${e.line}: ${e.message}`).join('\n'));
  }
  return html;
}

async function writeCompiledTemplate() {
  const html = await compileMailTemplate();
  const code = `/** Made by scripts/mails/compileMailTemplate.ts from mailTemplate.mjml: do not edit. */
export const compiledMailTemplate = ${JSON.stringify(html)};
`;
  const options = await resolveConfig(target);
  await writeFile(target, await format(code, { ...options, filepath: target }));
  console.log(`Wrote ${path.relative(process.cwd(), target)} (${html.length} characters).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeCompiledTemplate();
