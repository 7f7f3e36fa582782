import { useId } from 'react';
import { jewellerySpecification, type JewelleryDetails } from '../../../shared/jewellery';

/** The piece's jewellery details as a table, only those the owner has given (decision 042). */
export function JewellerySpecification({ details }: { details: JewelleryDetails }) {
  const headingId = useId();
  const rows = jewellerySpecification(details);
  if (rows.length === 0) return null;
  return (
    <div>
      <h2 id={headingId} className="mb-3 text-xs font-semibold tracking-[0.2em] text-ink uppercase">
        Specification
      </h2>
      <table aria-labelledby={headingId} className="w-full text-sm">
        <tbody>
          {rows.map(({ label, value }) => (
            <tr key={label} className="border-b border-ink/10 last:border-0">
              <th scope="row" className="w-2/5 py-2 pr-4 text-left font-medium text-stone">
                {label}
              </th>
              <td className="py-2 text-ink">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
