import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create (pg_trgm: catalogue search); PGlite loads them on open. */
export const pgliteExtensions = { pg_trgm };
