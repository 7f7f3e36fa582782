import { policyNames } from './legalPages';
import { policyPlaceholders, unknownPlaceholders } from './policies';
import { numberInput } from './numbers';
import { z } from './zod';

/** The policies' input schemas (decision 058), apart from policies.ts so its plain data needs no zod. */

const unknownPlaceholderMessage = (names: string[]) =>
  `Unknown placeholder${names.length > 1 ? 's' : ''} ${names.map((n) => `{${n}}`).join(', ')}: use ${Object.keys(
    policyPlaceholders,
  )
    .map((n) => `{${n}}`)
    .join(', ')}`;

export const policyNameSchema = z.enum(policyNames);

const policyVersionNumber = numberInput(
  'Version',
  z.number().int('Version must be a whole number').min(1, 'Version must be 1 or more'),
);

/** A policy's page: its current version, or the one asked for (`?version=` over REST). */
export const policyVersionQuery = z.strictObject({ version: policyVersionNumber.optional() });
export const policyPageInput = policyVersionQuery.extend({ name: policyNameSchema });

/**
 * A save: a new version of the text, made from `basedOnVersion` (the one the owner opened), so a
 * save from a stale page cannot silently replace a newer text.
 */
export const savePolicyInput = z.strictObject({
  name: policyNameSchema,
  basedOnVersion: policyVersionNumber,
  markdown: z
    .string()
    .trim()
    .min(1, 'Please write the policy')
    .max(100_000, 'Please keep a policy under 100,000 characters')
    .superRefine((markdown, ctx) => {
      const unknown = unknownPlaceholders(markdown);
      if (unknown.length > 0)
        ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown) });
    }),
});
export type SavePolicyInput = z.input<typeof savePolicyInput>;
