import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { CsvFileForm } from '../../components/admin/CsvFileForm';
import { ImportOutcome } from '../../components/admin/ImportReportFrame';
import { importTrackingCsv } from '../../components/admin/orders/importTrackingCsv';
import { TrackingImportResults } from '../../components/admin/orders/TrackingImportResults';
import { useCsvImport } from '../../components/admin/useCsvImport';
import { useTRPC } from '../../lib/trpc';

/**
 * /admin/orders/import-tracking: a carrier's CSV of tracking numbers checked first (each row's
 * order and result, errors by line), then every order shipped at once, or none (decision 051).
 */
export function AdminTrackingImportPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { report, busy, error, apply, form } = useCsvImport(
    importTrackingCsv,
    () => queryClient.invalidateQueries(trpc.admin.orders.pathFilter()),
    'Failed to import tracking. Please try again.',
  );

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Import tracking"
        description="Ship orders from a carrier's CSV of tracking numbers: check it first, then import it."
        actions={
          <Link to="/admin/orders" className="btn-outline">
            <ArrowLeft className="size-4" aria-hidden />
            Orders
          </Link>
        }
      />
      <CsvFileForm label="Tracking CSV" {...form}>
        <details className="text-sm text-stone">
          <summary className="cursor-pointer font-medium text-ink">How the file is read</summary>
          <ul className="mt-2 list-disc space-y-1.5 pl-5">
            <li>
              One row per parcel: an <strong>Order number</strong> (or{' '}
              <strong>Order reference</strong>, as Royal Mail Click &amp; Drop names it), a{' '}
              <strong>Carrier</strong> and a <strong>Tracking number</strong>; a{' '}
              <strong>Tracking URL</strong> is optional. Other columns are ignored.
            </li>
            <li>
              The order number as the customer sees it (8 characters), the admin&apos;s #ref (6) or
              the order id. Without a Carrier column, the carrier is Royal Mail.
            </li>
            <li>
              Each order becomes Order Shipped with its tracking, as Save &amp; Ship Order does; an
              order that already has that tracking is left alone. All rows or, with any error, none.
            </li>
          </ul>
        </details>
      </CsvFileForm>

      <ImportOutcome
        error={error}
        done={
          report?.applied
            ? `Imported: ${report.summary.ship} shipped, ${report.summary.update} updated, ${report.summary.unchanged} unchanged.`
            : null
        }
      />
      {report && <TrackingImportResults report={report} busy={busy} onApply={apply} />}
    </div>
  );
}
