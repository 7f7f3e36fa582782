/** The messages between the main thread and the thread that owns the embedded database. */

export type ThreadRequest =
  | {
      id: number;
      kind: 'query';
      /** The transaction this statement belongs to; none: a statement of its own. */
      tx?: number;
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      /** Types the caller parses itself: the thread leaves their values as PostgreSQL's text. */
      textTypes: number[];
    }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'listen'; channel: string }
  | { id: number; kind: 'close' };

/** An error as it crosses threads: message and PostgreSQL's fields (code, constraint, detail…). */
export type ThreadError = { message: string } & Record<string, unknown>;

export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: ThreadError }
  | { notice: string; payload: string }
  | { failed: ThreadError };

export interface ThreadData {
  dataDir: string;
}
