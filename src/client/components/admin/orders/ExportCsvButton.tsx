import { Download } from 'lucide-react';
import { useState } from 'react';
import { ExportCsvDialog } from './ExportCsvDialog';

/** Export CSV: opens the choice of days and orders, then downloads them. */
export function ExportCsvButton({ filters }: { filters: URLSearchParams }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
        <Download className="size-4" aria-hidden />
        Export CSV
      </button>
      {open && <ExportCsvDialog filters={filters} onClose={() => setOpen(false)} />}
    </>
  );
}
