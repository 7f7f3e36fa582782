interface Line {
  _id: string;
  name: string;
  left: number;
}

/** How many units of each line: a select per line, from none up to what is left of it. */
export function LineQuantities<L extends Line>({
  legend,
  lines,
  quantities,
  onChange,
  detail,
}: {
  legend: string;
  lines: L[];
  quantities: Record<string, number>;
  onChange: (quantities: Record<string, number>) => void;
  /** The small print under a line's name. */
  detail: (line: L) => string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium">{legend}</legend>
      <ul className="divide-y divide-ink/10">
        {lines.map((line) => (
          <li key={line._id} className="flex items-center justify-between gap-3 py-2">
            <label htmlFor={`qty-${line._id}`} className="min-w-0 flex-1">
              {line.name}
              <span className="block text-xs text-stone">{detail(line)}</span>
            </label>
            <select
              id={`qty-${line._id}`}
              className="input w-20 py-2"
              value={quantities[line._id] ?? 0}
              onChange={(event) =>
                onChange({ ...quantities, [line._id]: Number(event.target.value) })
              }
            >
              {Array.from({ length: line.left + 1 }, (_, qty) => (
                <option key={qty} value={qty}>
                  {qty}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
