import { Link } from 'react-router';
import { Pill, type PillTone } from '../../ui/Pill';
import { ImportReportFrame } from '../ImportReportFrame';
import type { ImportBusy } from '../useCsvImport';
import type { TrackingImportReport } from './importTrackingCsv';

type Action = TrackingImportReport['rows'][number]['action'];

const actions: Record<Action, { label: string; tone: PillTone }> = {
  ship: { label: 'Ship', tone: 'blue' },
  update: { label: 'Update tracking', tone: 'amber' },
  unchanged: { label: 'Has it already', tone: 'grey' },
  error: { label: 'Error', tone: 'red' },
};

/** What the tracking import does (or did) to each row's order, with its errors by line. */
export function TrackingImportResults({
  report,
  busy,
  onApply,
}: {
  report: TrackingImportReport;
  busy: ImportBusy;
  onApply: () => void;
}) {
  const { summary } = report;
  const toWrite = report.summary.ship + report.summary.update;
  return (
    <ImportReportFrame
      dryRun={report.dryRun}
      summary={`${summary.ship} to ship, ${summary.update} to update, ${summary.unchanged} with this tracking already, ${summary.error} with errors.`}
      hasErrors={summary.error > 0}
      columns={['Line', 'Order', 'Tracking', 'Result']}
      applyLabel={`Import tracking for ${toWrite} order${toWrite === 1 ? '' : 's'}`}
      toWrite={toWrite}
      busy={busy}
      onApply={onApply}
    >
      {report.rows.map((row) => (
        <tr key={row.line}>
          <td className="px-3 py-2 tabular-nums">{row.line}</td>
          <th scope="row" className="px-3 py-2 font-medium">
            {row.order ? (
              <Link
                to={`/admin/orders/${row.order._id}`}
                className="text-gold-dark hover:underline"
              >
                #{row.order.orderNumber}
              </Link>
            ) : (
              row.reference || '—'
            )}
            {row.order && <p className="text-xs font-normal text-stone">{row.order.status}</p>}
          </th>
          <td className="px-3 py-2">
            {row.carrier} {row.trackingNumber}
          </td>
          <td className="px-3 py-2">
            <Pill tone={actions[row.action].tone}>{actions[row.action].label}</Pill>
            <ul className="mt-1 space-y-0.5">
              {row.errors.map((message) => (
                <li key={message} className="text-sale">
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
