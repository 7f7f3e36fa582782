// The database thread from source (development, tests): Node 20 does not apply `--import tsx` to
// a worker's entry module, so this plain module is the entry and loads the thread through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./databaseThread.ts', import.meta.url);
