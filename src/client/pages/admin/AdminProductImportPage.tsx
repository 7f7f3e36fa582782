import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { ImportHelp } from '../../components/admin/products/ImportHelp';
import { ImportResults } from '../../components/admin/products/ImportResults';
import {
  ImportError,
  importProductsCsv,
  type ImportReport,
} from '../../components/admin/products/importProductsCsv';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { SuccessNotice } from '../../components/ui/SuccessNotice';
import { useTRPC } from '../../lib/trpc';

const FAILED = 'Failed to import products. Please try again.';

/**
 * /admin/products/import: a product CSV checked first (a dry run: every product's result, errors
 * by line), then imported all at once, or not at all (decision 046).
 */
export function AdminProductImportPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'checking' : 'importing');
    setError(null);
    try {
      const answer = await importProductsCsv(file.text, dryRun);
      setReport(answer);
      if (answer.applied) {
        await queryClient.invalidateQueries(trpc.admin.products.pathFilter());
        await queryClient.invalidateQueries(trpc.catalog.pathFilter());
      }
    } catch (failure) {
      setError(failure instanceof ImportError ? failure.message : FAILED);
    } finally {
      setBusy(null);
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  const toWrite = report ? report.summary.create + report.summary.update : 0;
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
      <form
        onSubmit={check}
        aria-label="Product CSV"
        className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5"
      >
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-pearl file:px-4 file:py-2.5 file:font-medium"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setReport(null);
              setError(null);
              if (!chosen) return setFile(null);
              void chosen.text().then((text) => setFile({ name: chosen.name, text }));
            }}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={!file || busy !== null}>
          {busy === 'checking' ? 'Checking…' : 'Check file'}
        </button>
        <ImportHelp />
      </form>

      {error && <ErrorBanner message={error} />}
      {report?.applied && (
        <SuccessNotice
          message={`Imported: ${report.summary.create} created, ${report.summary.update} updated, ${report.summary.unchanged} unchanged.`}
        />
      )}
      {report && (
        <ImportResults report={report}>
          {report.dryRun && (
            <button
              type="button"
              className="btn-primary"
              disabled={busy !== null || report.summary.error > 0 || toWrite === 0}
              onClick={() => void send(false)}
            >
              {busy === 'importing'
                ? 'Importing…'
                : `Import ${toWrite} product${toWrite === 1 ? '' : 's'}`}
            </button>
          )}
        </ImportResults>
      )}
    </div>
  );
}
