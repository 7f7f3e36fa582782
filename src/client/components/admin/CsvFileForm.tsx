import { useId, type FormEvent, type ReactNode } from 'react';

/** A CSV file chosen and checked (an import's dry run), with what the file may hold below. */
export function CsvFileForm({
  label,
  ready,
  checking,
  onFile,
  onCheck,
  children,
}: {
  /** The form's name: 'Product CSV'. */
  label: string;
  /** A file is chosen and nothing runs. */
  ready: boolean;
  checking: boolean;
  onFile: (file: { name: string; text: string } | null) => void;
  onCheck: () => void;
  children?: ReactNode;
}) {
  const fileId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck();
  };
  return (
    <form
      onSubmit={submit}
      aria-label={label}
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
            if (!chosen) return onFile(null);
            void chosen.text().then((text) => onFile({ name: chosen.name, text }));
          }}
        />
      </div>
      <button type="submit" className="btn-primary" disabled={!ready}>
        {checking ? 'Checking…' : 'Check file'}
      </button>
      {children}
    </form>
  );
}
