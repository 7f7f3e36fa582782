import { FolderOpen } from 'lucide-react';
import { formatGBPCode } from '../../../shared/money';
import { ProductImage } from '../ui/ProductImage';
import type { Suggestion } from './useSearchSuggestions';

/** The combobox's listbox: products, then collections, each group named for screen readers. */
export function SuggestionList({
  id,
  suggestions,
  active,
  optionId,
  onChoose,
  onHover,
}: {
  id: string;
  suggestions: Suggestion[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
}) {
  const groups = [
    { label: 'Products', kind: 'product' },
    { label: 'Collections', kind: 'collection' },
  ] as const;
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className="max-h-[60vh] overflow-y-auto py-1"
    >
      {groups.map(({ label, kind }) => {
        const members = suggestions
          .map((suggestion, index) => ({ suggestion, index }))
          .filter(({ suggestion }) => suggestion.kind === kind);
        if (members.length === 0) return null;
        return (
          <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
            <p
              id={`${id}-${kind}`}
              role="presentation"
              className="px-4 pt-2 pb-1 text-[11px] font-medium tracking-[0.2em] text-gold-dark uppercase"
            >
              {label}
            </p>
            {members.map(({ suggestion, index }) => (
              <div
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps focus in the field, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(index)}
                onPointerMove={() => index !== active && onHover(index)}
                className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm ${
                  index === active ? 'bg-pearl text-ink' : 'text-ink'
                }`}
              >
                {suggestion.kind === 'product' ? (
                  <ProductImage
                    src={suggestion.image}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded object-cover"
                  />
                ) : (
                  <FolderOpen className="size-5 shrink-0 text-gold-dark" aria-hidden />
                )}
                <span className="line-clamp-2 min-w-0 flex-1 leading-snug">{suggestion.label}</span>
                {suggestion.price !== undefined && (
                  <span className="shrink-0 text-xs text-stone tabular-nums">
                    {formatGBPCode(suggestion.price)}
                  </span>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
