import { config } from 'zod/mini';

/*
 * The one door to zod in src/ (an ESLint rule keeps it so). Every module that builds a schema
 * imports zod from here, so zod's options are set before any schema exists, whatever the import
 * order.
 *
 * In the browser zod must never try `new Function` (its compiled object parsers, and the probe
 * that finds out whether eval is allowed): our Content-Security-Policy forbids eval and reports
 * the attempt as a violation. The server has no such policy and keeps the compiled parsers.
 */
if (typeof document !== 'undefined') config({ jitless: true });

/** zod's full build: the server's schemas and the forms' (pages loaded when opened). */
export { z } from 'zod';
/**
 * zod's small build, which a bundle carries only the parts of that it uses: for a schema that a
 * first visit reads with (the listing's address). The same schemas work on the server.
 */
export { z as zMini } from 'zod/mini';
