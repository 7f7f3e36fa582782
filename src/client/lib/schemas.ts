import type { z } from '../../shared/zod';

/**
 * The forms' validation: the server's own input schemas (spec §5), loaded with the pages that use
 * them.
 */
export * from '../../shared/auth';
export * from '../../shared/orders';
export * from '../../shared/reviews';

type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

/** A form's values against a schema: the parsed data, or the first message to show. */
export function check<T>(schema: z.ZodType<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Please check the form' };
}

/**
 * A form with ConfirmedPasswordFields against its schema: a confirmation that differs from the
 * password `field` is told first, in the form's own words (spec §5), then the schema's message.
 */
export function checkConfirmed<T>(
  schema: z.ZodType<T>,
  values: Record<string, string>,
  { field, mismatch }: { field: string; mismatch: string },
): Checked<T> {
  if (values[field] !== values.confirmPassword) return { ok: false, message: mismatch };
  return check(schema, values);
}

export type FieldErrors = Partial<Record<string, string>>;
type CheckedFields<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** For forms that show a message under each field: the first message per field. */
export function checkFields<T>(schema: z.ZodType<T>, values: unknown): CheckedFields<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, errors };
}
