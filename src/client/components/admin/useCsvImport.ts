import { useState } from 'react';
import { ImportError } from './sendCsvImport';

/** What an import page is doing. */
export type ImportBusy = 'checking' | 'importing' | null;

/**
 * An import page's state: the file chosen, its check (a dry run) and its import, the report
 * answered, and the message of a failure. `onApplied` refreshes what an applied import changed.
 */
export function useCsvImport<Report extends { applied: boolean }>(
  send: (text: string, dryRun: boolean) => Promise<Report>,
  onApplied: () => Promise<unknown>,
  failed: string,
) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState<ImportBusy>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'checking' : 'importing');
    setError(null);
    try {
      const answer = await send(file.text, dryRun);
      setReport(answer);
      if (answer.applied) await onApplied();
    } catch (failure) {
      setError(failure instanceof ImportError ? failure.message : failed);
    } finally {
      setBusy(null);
    }
  };

  return {
    report,
    busy,
    error,
    apply: () => void run(false),
    /** The CsvFileForm's props. */
    form: {
      ready: file !== null && busy === null,
      checking: busy === 'checking',
      onFile: (chosen: { name: string; text: string } | null) => {
        setReport(null);
        setError(null);
        setFile(chosen);
      },
      onCheck: () => void run(true),
    },
  };
}
