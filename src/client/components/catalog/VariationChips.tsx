import type { Product } from '../../lib/trpc';

/** The options a piece comes in, for information only: they are not chosen here. */
export function VariationChips({ variations }: { variations: Product['variations'] }) {
  const options = Object.entries(variations).filter(([, values]) => values.length > 0);
  if (options.length === 0) return null;
  return (
    <dl className="space-y-3">
      {options.map(([option, values]) => (
        <div key={option}>
          <dt className="mb-1.5 text-xs font-semibold tracking-[0.2em] text-ink uppercase">
            {option}
          </dt>
          <dd>
            <ul className="flex flex-wrap gap-2">
              {values.map((value) => (
                <li
                  key={value}
                  className="min-w-10 rounded-md border border-ink/15 bg-white px-3 py-1 text-center text-sm text-stone"
                >
                  {value}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
