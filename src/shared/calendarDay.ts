import { z } from './zod';

/** A calendar day written YYYY-MM-DD that exists (no 31 June); `field` names it in the message. */
export const calendarDay = (field: string) => {
  const message = `${field} must be a date such as 2026-11-01`;
  return z
    .string({ error: message })
    .refine(
      (day) =>
        /^\d{4}-\d{2}-\d{2}$/.test(day) &&
        !Number.isNaN(Date.parse(day)) &&
        new Date(day).toISOString().startsWith(day),
      message,
    );
};
