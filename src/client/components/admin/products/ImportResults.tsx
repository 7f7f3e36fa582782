import { Pill, type PillTone } from '../../ui/Pill';
import { ImportReportFrame } from '../ImportReportFrame';
import type { ImportBusy } from '../useCsvImport';
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
  busy,
  onApply,
}: {
  report: ImportReport;
  busy: ImportBusy;
  onApply: () => void;
}) {
  const { summary } = report;
  const toWrite = report.summary.create + report.summary.update;
  return (
    <ImportReportFrame
      dryRun={report.dryRun}
      summary={`${summary.create} new, ${summary.update} to update, ${summary.unchanged} unchanged, ${summary.error} with errors.`}
      hasErrors={summary.error > 0}
      columns={['Line', 'Product', 'Result', 'Details']}
      applyLabel={`Import ${toWrite} product${toWrite === 1 ? '' : 's'}`}
      toWrite={toWrite}
      busy={busy}
      onApply={onApply}
    >
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
    </ImportReportFrame>
  );
}
/** A long description or list, cut for the table. */
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);
