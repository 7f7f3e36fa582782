import { config } from 'zod';

/*
 * zod compiles object parsers with `new Function` when the page allows it, and finds out by trying
 * once when it builds its first object schema. Our Content-Security-Policy forbids eval, so that
 * probe prints a violation to the console. Import this module before any module that builds a
 * schema (lib/schemas.ts does it for the forms).
 */
config({ jitless: true });
