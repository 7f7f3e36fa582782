import { ArrowRight } from 'lucide-react';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { Modal } from '../../ui/Modal';
import type { BulkAnswer } from './BulkActionBar';

/**
 * Each chosen product before and after the change, then Apply. A product that cannot take the
 * change says why, and nothing can be applied until it is left out.
 */
export function BulkPreview({
  answer,
  applying,
  error,
  onApply,
  onClose,
}: {
  answer: BulkAnswer;
  applying: boolean;
  error: string | null;
  onApply: () => void;
  onClose: () => void;
}) {
  const refused = answer.rows.filter((row) => row.problem);
  return (
    <Modal title="Preview of the change" onClose={onClose}>
      <h2 className="pr-10 font-display text-2xl">Preview of the change</h2>
      <p className="mt-1 text-sm text-stone">
        {answer.changed} of {answer.rows.length} products change.
        {refused.length > 0 &&
          ` ${refused.length} cannot take this change: leave them out of the selection to apply it.`}
      </p>
      <div className="mt-4 max-h-[55vh] overflow-auto rounded-md ring-1 ring-ink/10">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-pearl text-xs tracking-wide text-stone uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Product
              </th>
              <th scope="col" className="px-3 py-2">
                Before
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">becomes</span>
              </th>
              <th scope="col" className="px-3 py-2">
                After
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {answer.rows.map((row) => (
              <tr key={row.id} className={row.problem ? 'bg-red-50' : ''}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {row.name || 'A product deleted meanwhile'}
                  {row.problem && <p className="text-xs font-normal text-sale">{row.problem}</p>}
                </th>
                <td className="px-3 py-2 tabular-nums">{row.from}</td>
                <td className="px-1 py-2 text-stone">
                  <ArrowRight className="size-4" aria-hidden />
                </td>
                <td
                  className={`px-3 py-2 tabular-nums ${row.from !== row.to ? 'font-semibold' : 'text-stone'}`}
                >
                  {row.problem ? '—' : row.to}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <div className="mt-4">
          <ErrorBanner message={error} />
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline px-4 py-2.5" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary px-4 py-2.5"
          disabled={applying || refused.length > 0 || answer.changed === 0}
          onClick={onApply}
        >
          {applying
            ? 'Applying…'
            : `Apply to ${answer.changed} product${answer.changed === 1 ? '' : 's'}`}
        </button>
      </div>
    </Modal>
  );
}
