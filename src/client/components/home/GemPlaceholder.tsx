import { Gem } from 'lucide-react';

/** Fills a picture frame while the catalogue loads, or when it has no picture to offer. */
export function GemPlaceholder() {
  return (
    <span
      aria-hidden
      className="grid size-full place-items-center bg-gradient-to-b from-white/80 to-pearl text-gold/40"
    >
      <Gem className="size-1/4" strokeWidth={1} />
    </span>
  );
}
