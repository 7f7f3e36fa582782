import { X } from 'lucide-react';
import { stoneLabels, type Stone } from '../../../shared/jewellery';
import { formatGBP } from '../../../shared/money';
import {
  categoryLabel,
  filterLabels,
  readParam,
  titleCase,
  type FilterParam,
} from '../../lib/listingParams';
import type { CategoryNode } from '../../lib/trpc';

interface Chip {
  label: string;
  removes: FilterParam[];
}

function priceLabel(min: string | undefined, max: string | undefined) {
  const money = (value: string) => {
    const pounds = Number(value);
    return Number.isFinite(pounds) ? formatGBP(pounds) : value;
  };
  if (min && max) return `${money(min)} – ${money(max)}`;
  return min ? `From ${money(min)}` : `Up to ${money(max ?? '')}`;
}

/** Every filter in the URL, including those only a banner link can set, in words. */
function activeChips(params: URLSearchParams, tree: CategoryNode[] | undefined): Chip[] {
  const chips: Chip[] = [];
  const value = (key: FilterParam) => readParam(params, key);
  for (const key of ['category', 'parent'] as const) {
    const ref = value(key);
    if (ref) chips.push({ label: categoryLabel(tree, ref), removes: [key] });
  }
  const search = value('search');
  if (search) chips.push({ label: `Search: "${search}"`, removes: ['search'] });
  const material = value('material');
  if (material) chips.push({ label: titleCase(material), removes: ['material'] });
  const stone = value('stone');
  if (stone)
    chips.push({ label: stoneLabels[stone as Stone] ?? titleCase(stone), removes: ['stone'] });
  const size = value('size');
  if (size) chips.push({ label: `Size ${size} in stock`, removes: ['size'] });
  const filter = value('filter');
  if (filter) chips.push({ label: filterLabels[filter] ?? titleCase(filter), removes: ['filter'] });
  const tag = value('tag');
  if (tag) chips.push({ label: `Tag: ${tag}`, removes: ['tag'] });
  const [min, max] = [value('minPrice'), value('maxPrice')];
  if (min || max) chips.push({ label: priceLabel(min, max), removes: ['minPrice', 'maxPrice'] });
  return chips;
}

export function ActiveFilterChips({
  params,
  tree,
  onRemove,
}: {
  params: URLSearchParams;
  tree: CategoryNode[] | undefined;
  onRemove: (keys: FilterParam[]) => void;
}) {
  const chips = activeChips(params, tree);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.removes.join()}>
          <button
            type="button"
            onClick={() => onRemove(chip.removes)}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-gold-light bg-white py-1 pr-2 pl-3 text-xs text-ink transition-colors hover:border-gold hover:bg-pearl"
          >
            {chip.label}
            <X className="size-3.5 text-stone" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
