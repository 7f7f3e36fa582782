import { Plus, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { addTag } from './productFormRules';

/** Tags as removable chips; Enter or Add adds the typed tag (trimmed, no blanks or repeats). */
export function TagsField({
  tags,
  onChange,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const add = () => {
    onChange(addTag(tags, typed));
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag here; it must not submit the product form.
    event.preventDefault();
    add();
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Tags
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          className="input py-2.5"
          value={typed}
          maxLength={50}
          placeholder="e.g. diamond"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn-outline shrink-0 px-4" onClick={add}>
          <Plus className="size-4" aria-hidden />
          Add
        </button>
      </div>
      {tags.length > 0 && (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-pearl py-1 pr-1 pl-3 text-sm"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => {
                  onChange(tags.filter((t) => t !== tag));
                  // The chip and its button are gone: keep the keyboard in the tag field.
                  inputRef.current?.focus();
                }}
                className="grid size-6 place-items-center rounded-full text-stone hover:bg-white hover:text-ink"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
