import type { z } from '../../shared/zod';

/** 'email: Please enter a valid email address', unless the message already names its field. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  const named = issue.message.toLowerCase().startsWith(field.toLowerCase());
  return field && !named ? `${field}: ${issue.message}` : issue.message;
}

/** One readable sentence for a failed validation, the same for tRPC and REST callers. */
export const describeValidationError = (err: z.core.$ZodError) =>
  err.issues.map(describeIssue).join('; ');
