import type { ReactNode } from 'react';
import { Pill, type PillTone } from '../../ui/Pill';
import type { ImportReport, ImportRowResult } from './importProductsCsv';

const actions: Record<ImportRowResult['action'], { label: string; tone: PillTone }> = {
  create: { label: 'New', tone: 'blue' },
  update: { label: 'Update', tone: 'amber' },
  unchanged: { label: 'Unchanged', tone: 'grey' },
  error: { label: 'Error', tone: 'red' },
};

/** What the import does (or did) to each product of the file, with its errors by line. */
export function ImportResults({
  report,
  children,
}: {
  report: ImportReport;
  children?: ReactNode;
}) {
  const { summary } = report;
  return (
    <section
      aria-labelledby="import-results"
      className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="import-results" className="text-xl">
            {report.dryRun ? 'What the import will do' : 'Import result'}
          </h2>
          <p className="text-sm text-stone" aria-live="polite">
            {summary.create} new, {summary.update} to update, {summary.unchanged} unchanged,{' '}
            {summary.error} with errors.
            {summary.error > 0 &&
              ' Correct the file and check it again: nothing is imported while a row has an error.'}
          </p>
        </div>
        {children}
      </div>
      <div className="overflow-x-auto rounded-md ring-1 ring-ink/10">
        <table className="w-full text-left text-sm">
          <thead className="bg-pearl text-xs tracking-wide text-stone uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Product
              </th>
              <th scope="col" className="px-3 py-2">
                Result
              </th>
              <th scope="col" className="px-3 py-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10 align-top">
            {report.rows.map((row) => (
              <tr key={row.line}>
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <th scope="row" className="px-3 py-2 font-medium">
                  {row.name || '—'}
                  {row.sku && <p className="text-xs font-normal text-stone">SKU {row.sku}</p>}
                </th>
                <td className="px-3 py-2">
                  <Pill tone={actions[row.action].tone}>{actions[row.action].label}</Pill>
                </td>
                <td className="px-3 py-2">
                  <ul className="space-y-0.5">
                    {row.errors.map((message) => (
                      <li key={message} className="text-sale">
                        {message}
                      </li>
                    ))}
                    {row.changes.map((change) => (
                      <li key={change.field}>
                        {change.field}: <span className="text-stone">{shorten(change.from)}</span> →{' '}
                        {shorten(change.to)}
                      </li>
                    ))}
                    {row.warnings.map((message) => (
                      <li key={message} className="text-stone">
                        {message}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A long description or list, cut for the table. */
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);
