import type { ReactNode } from 'react';
import type { ImportBusy } from './useCsvImport';
import { ErrorBanner } from '../ui/ErrorBanner';
import { SuccessNotice } from '../ui/SuccessNotice';

/**
 * An import's report: its title, the summary sentence (with what to do about errors), the action
 * beside it (Import …) and the table of rows, each named by its line.
 */
export function ImportReportFrame({
  dryRun,
  summary,
  hasErrors,
  columns,
  applyLabel,
  toWrite,
  busy,
  onApply,
  children,
}: {
  dryRun: boolean;
  summary: string;
  hasErrors: boolean;
  columns: string[];
  /** The import button's words: 'Import 3 products'. */
  applyLabel: string;
  /** How many rows the import would write: none, and there is nothing to import. */
  toWrite: number;
  busy: ImportBusy;
  onApply: () => void;
  /** The table's rows. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="import-results"
      className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="import-results" className="text-xl">
            {dryRun ? 'What the import will do' : 'Import result'}
          </h2>
          <p className="text-sm text-stone" aria-live="polite">
            {summary}
            {hasErrors &&
              ' Correct the file and check it again: nothing is imported while a row has an error.'}
          </p>
        </div>
        {dryRun && (
          <button
            type="button"
            className="btn-primary"
            disabled={busy !== null || hasErrors || toWrite === 0}
            onClick={onApply}
          >
            {busy === 'importing' ? 'Importing…' : applyLabel}
          </button>
        )}
      </div>
      <div className="overflow-x-auto rounded-md ring-1 ring-ink/10">
        <table className="w-full text-left text-sm">
          <thead className="bg-pearl text-xs tracking-wide text-stone uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10 align-top">{children}</tbody>
        </table>
      </div>
    </section>
  );
}

/** What an import did, or why it could not: above its report. */
export function ImportOutcome({ error, done }: { error: string | null; done: string | null }) {
  return (
    <>
      {error && <ErrorBanner message={error} />}
      {done && <SuccessNotice message={done} />}
    </>
  );
}
