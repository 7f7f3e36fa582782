import { calendarDay } from './calendarDay';
import { MAX_SPECIAL_HOURS, type SpecialHoursEntry } from './specialHours';
import { z } from './zod';

/* The special hours' input schema, apart from their rules so a storefront page reading them carries no zod. */

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const entryInput = z
  .object({
    date: calendarDay('date'),
    isClosed: z.boolean({ error: 'isClosed must be true or false' }).default(false),
    openTime: z.string().trim().max(5).default(''),
    closeTime: z.string().trim().max(5).default(''),
    note: z.string().trim().max(100, 'A note must be at most 100 characters').default(''),
  })
  .superRefine((entry, ctx) => {
    if (entry.isClosed) return;
    for (const key of ['openTime', 'closeTime'] as const) {
      if (!CLOCK_TIME.test(entry[key])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${entry.date}: write the ${key === 'openTime' ? 'opening' : 'closing'} time on a 24-hour clock, such as 09:30`,
        });
        return;
      }
    }
    // 'HH:MM' texts compare as the times they are.
    if (entry.closeTime <= entry.openTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['closeTime'],
        message: `${entry.date}: the closing time must be after the opening time`,
      });
    }
  })
  .transform((entry): SpecialHoursEntry =>
    entry.isClosed ? { ...entry, openTime: '', closeTime: '' } : entry,
  );

/** The shop's special hours as one list: each date once, at most MAX_SPECIAL_HOURS. */
export const specialHoursListInput = z
  .array(entryInput)
  .max(MAX_SPECIAL_HOURS, `At most ${MAX_SPECIAL_HOURS} special dates can be kept`)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.date)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: `${entry.date} is listed twice`,
        });
      }
      seen.add(entry.date);
    });
  });
