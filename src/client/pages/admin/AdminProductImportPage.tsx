import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { CsvFileForm } from '../../components/admin/CsvFileForm';
import { ImportOutcome } from '../../components/admin/ImportReportFrame';
import { ImportHelp } from '../../components/admin/products/ImportHelp';
import { ImportResults } from '../../components/admin/products/ImportResults';
import { importProductsCsv } from '../../components/admin/products/importProductsCsv';
import { useCsvImport } from '../../components/admin/useCsvImport';
import { useTRPC } from '../../lib/trpc';

/**
 * /admin/products/import: a product CSV checked first (a dry run: every product's result, errors
 * by line), then imported all at once, or not at all (decision 046).
 */
export function AdminProductImportPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { report, busy, error, apply, form } = useCsvImport(
    importProductsCsv,
    async () => {
      await queryClient.invalidateQueries(trpc.admin.products.pathFilter());
      await queryClient.invalidateQueries(trpc.catalog.pathFilter());
    },
    'Failed to import products. Please try again.',
  );

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Import products"
        description="Create and update products from a CSV file: check it first, then import it."
        actions={
          <Link to="/admin/products" className="btn-outline">
            <ArrowLeft className="size-4" aria-hidden />
            Products
          </Link>
        }
      />
      <CsvFileForm label="Product CSV" {...form}>
        <ImportHelp />
      </CsvFileForm>

      <ImportOutcome
        error={error}
        done={
          report?.applied
            ? `Imported: ${report.summary.create} created, ${report.summary.update} updated, ${report.summary.unchanged} unchanged.`
            : null
        }
      />
      {report && <ImportResults report={report} busy={busy} onApply={apply} />}
    </div>
  );
}
