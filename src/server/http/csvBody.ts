import express, { type Request, type Response } from 'express';
import { z } from '../../shared/zod';
import { DomainError } from '../errors';

/**
 * A reader of a CSV upload's body (a spreadsheet's file as text), run only once the admin guard
 * has let the request through; a body over `maxBytes` is refused with a message that says so.
 */
export function csvBodyReader(maxBytes: number) {
  const parse = express.text({
    type: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
    limit: maxBytes,
  });
  const tooLarge = () =>
    new DomainError(
      'BAD_REQUEST',
      `The file is larger than ${maxBytes / 1024 / 1024} MB: import it in parts.`,
    );
  return (req: Request, res: Response) =>
    new Promise<string>((resolve, reject) => {
      // body-parser's errors are Errors carrying an HTTP status (413: too large).
      parse(req, res, (err?: Error & { status?: number }) => {
        if (!err) resolve(typeof req.body === 'string' ? req.body : '');
        else reject(err.status === 413 ? tooLarge() : err);
      });
    });
}

/** An import's query: `?dryRun=true` (the default) says what it would do; false applies it. */
export const csvImportQuery = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).default('true'),
});
