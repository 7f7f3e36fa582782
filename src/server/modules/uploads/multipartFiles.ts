import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from '../../errors';

/** One file part of a multipart body, whatever its field name. */
export interface ReceivedFile {
  /** As the sender named it: shown in messages, never used to store or type the file. */
  fileName: string;
  bytes: Buffer;
}

export interface MultipartLimits {
  maxFiles: number;
  /** Said when there are more than `maxFiles`. */
  tooManyMessage: string;
  maxFileBytes: number;
  /** Said when a file passes `maxFileBytes`. */
  tooLargeMessage: string;
  /** All the files together, and what is said when they pass it. */
  maxTotalBytes: number;
  totalTooLargeMessage: string;
}

/**
 * A 413 answered as `{ message }`: the REST error handler passes on any 4xx error that carries a
 * `status`, as it does for body-parser's own "too large".
 */
export class UploadTooLarge extends Error {
  readonly status = 413;
}

const NOT_MULTIPART = 'Send the images as multipart/form-data.';
const UNREADABLE = 'The upload could not be read. Please try again.';

/**
 * Reads every file of a multipart body into memory, stopping at the first broken limit so no one
 * can make the server hold more than `maxTotalBytes` (nor a file more than `maxFileBytes`). Text
 * fields are ignored. A broken body is the sender's fault (400), never a 500.
 */
export function readMultipartFiles(req: Request, limits: MultipartLimits): Promise<ReceivedFile[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: limits.maxFiles,
          fileSize: limits.maxFileBytes,
          fields: 20,
          fieldSize: 4096,
          parts: limits.maxFiles + 20,
        },
      });
    } catch {
      // busboy refuses a missing or non-multipart Content-Type (or one without a boundary).
      reject(new DomainError('BAD_REQUEST', NOT_MULTIPART));
      return;
    }

    const files: ReceivedFile[] = [];
    let totalBytes = 0;
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Swallow the rest of the body so the client, still sending, can read our answer.
      req.resume();
      reject(err);
    };

    parser.on('file', (_field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        totalBytes += chunk.length;
        if (totalBytes > limits.maxTotalBytes)
          fail(new UploadTooLarge(limits.totalTooLargeMessage));
        else chunks.push(chunk);
      });
      stream.on('limit', () => fail(new UploadTooLarge(limits.tooLargeMessage)));
      stream.on('error', () => fail(new DomainError('BAD_REQUEST', UNREADABLE)));
      stream.on('end', () => {
        if (!stream.truncated)
          files.push({ fileName: info.filename ?? 'file', bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => fail(new DomainError('BAD_REQUEST', limits.tooManyMessage)));
    parser.on('partsLimit', () => fail(new DomainError('BAD_REQUEST', UNREADABLE)));
    parser.on('fieldsLimit', () => fail(new DomainError('BAD_REQUEST', UNREADABLE)));
    parser.on('error', () => fail(new DomainError('BAD_REQUEST', UNREADABLE)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(files);
    });
    req.on('error', () => fail(new DomainError('BAD_REQUEST', UNREADABLE)));
    // A client that hangs up mid-body never lets the parser finish; settle instead of waiting.
    req.on('close', () => {
      if (!req.complete) fail(new DomainError('BAD_REQUEST', UNREADABLE));
    });
    req.pipe(parser);
  });
}
