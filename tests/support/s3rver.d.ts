/** The part of s3rver's API (a local S3-compatible server; it ships no types) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port, read from what `run` answers. */
    port?: number;
    /** Where the buckets' objects are kept, as plain files. */
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
