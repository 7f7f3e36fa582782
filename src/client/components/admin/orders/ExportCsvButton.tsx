import { Download } from 'lucide-react';
import { useState } from 'react';
import { ButtonSpinner } from '../../ui/Spinner';
import { downloadOrdersCsv, ExportError } from './downloadOrdersCsv';

/** Export CSV of the orders the list's filters select (every page of them). */
export function ExportCsvButton({
  params,
  onError,
}: {
  params: URLSearchParams;
  onError: (message: string | null) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const exporting = progress !== null;

  async function run() {
    onError(null);
    setProgress(0);
    try {
      await downloadOrdersCsv(params, setProgress);
    } catch (error) {
      onError(
        error instanceof ExportError ? error.message : 'Failed to export orders. Please try again.',
      );
    } finally {
      setProgress(null);
    }
  }

  return (
    <button
      type="button"
      className="btn-outline"
      onClick={() => void run()}
      disabled={exporting}
      aria-busy={exporting}
    >
      {exporting ? <ButtonSpinner /> : <Download className="size-4" aria-hidden />}
      {exporting ? `Exporting… ${progress.toLocaleString('en-GB')} orders` : 'Export CSV'}
    </button>
  );
}
