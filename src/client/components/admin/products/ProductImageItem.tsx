import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { PICTURE_ALT_MAX } from '../../../../shared/productImages';
import { ProductImage } from '../../ui/ProductImage';
import type { FormImage } from './ProductImagesField';

export type MoveDirection = 'earlier' | 'later';

/** The id of the move button of the picture at `index`, so the focus can follow a moved picture. */
export const moveButtonId = (listId: string, index: number, direction: MoveDirection) =>
  `${listId}-${direction}-${index}`;

const iconButton =
  'grid size-9 place-items-center rounded-full bg-white text-ink ring-1 ring-ink/15 hover:bg-pearl disabled:opacity-35 disabled:hover:bg-white';

/**
 * One picture of the product's form: its preview, what it shows in words, and buttons that move
 * it (the first is the main picture) or remove it.
 */
export function ProductImageItem({
  image,
  index,
  count,
  listId,
  hintId,
  onAltChange,
  onMove,
  onRemove,
}: {
  image: FormImage;
  index: number;
  count: number;
  listId: string;
  hintId: string;
  onAltChange: (alt: string) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
}) {
  const position = index + 1;
  const altId = `${listId}-alt-${index}`;
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-3 rounded-md bg-white p-2.5 ring-1 ring-ink/10 sm:grid-cols-[6rem_minmax(0,1fr)]">
      <div className="relative aspect-square overflow-hidden rounded bg-pearl">
        <ProductImage
          src={image.url}
          alt={`Product image ${position}`}
          width={160}
          height={160}
          className="size-full object-cover"
        />
        {index === 0 && (
          <span className="absolute inset-x-0 bottom-0 bg-ink/80 py-0.5 text-center text-[10px] font-medium tracking-wide text-ivory uppercase">
            Main
          </span>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <label htmlFor={altId} className="block text-sm font-medium">
          Describe image {position}
          {index === 0 && <span className="font-normal text-stone"> (the main picture)</span>}
        </label>
        <input
          id={altId}
          name={`images.${index}.alt`}
          className="input py-2"
          maxLength={PICTURE_ALT_MAX}
          placeholder="e.g. Worn on the hand"
          value={image.alt}
          aria-describedby={hintId}
          onChange={(event) => onAltChange(event.target.value)}
        />
        <div className="flex gap-2">
          <button
            type="button"
            id={moveButtonId(listId, index, 'earlier')}
            className={iconButton}
            aria-label={`Move image ${position} earlier`}
            disabled={index === 0}
            onClick={() => onMove('earlier')}
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            id={moveButtonId(listId, index, 'later')}
            className={iconButton}
            aria-label={`Move image ${position} later`}
            disabled={index === count - 1}
            onClick={() => onMove('later')}
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={`${iconButton} ml-auto hover:bg-sale hover:text-white`}
            aria-label={`Remove image ${position}`}
            onClick={onRemove}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}
