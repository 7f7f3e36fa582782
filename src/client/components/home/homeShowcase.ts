import type { RouterOutputs } from '../../lib/trpc';

/** Everything the home page shows, in one answer: slides, banners and the shelves. */
export type HomeShowcase = RouterOutputs['catalog']['home'];
