import { z } from './zod';

/** A picture description long enough to say what a piece looks like, short enough to hear. */
export const PICTURE_ALT_MAX = 200;

/**
 * One of a product's pictures as spec §7 writes it, `{url, public_id}`, with the owner's `alt`
 * text. `alt` came later: left out, the picture keeps the description it had (by its URL), so a
 * spec client's save does not wipe what the owner wrote; '' clears it.
 */
export const productImageInput = z.object({
  url: z.string().trim().min(1).max(1000),
  public_id: z.string().max(300).default(''),
  alt: z
    .string()
    .trim()
    .max(PICTURE_ALT_MAX, `A picture description must be at most ${PICTURE_ALT_MAX} characters`)
    .optional(),
});
