// First, so zod is in jitless mode before shared/auth builds its schemas.
import './zodJitless';
import type { ZodType } from 'zod';

/** The forms' validation: the server's own input schemas (spec §5), loaded with the pages that use them. */
export * from '../../shared/auth';

type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

/** A form's values against a schema: the parsed data, or the first message to show. */
export function check<T>(schema: ZodType<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Please check the form' };
}
