/**
 * A description cut to spec §9's snippet length: at most `length` characters including the
 * ellipsis, ending on a whole word (a single word longer than that is cut hard).
 */
export function snippet(text: string, length: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= length) return clean;
  // A space at index length - 1 still leaves room for the ellipsis after the word before it.
  const room = clean.slice(0, length);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, length - 1);
  return `${cut.replace(/[\s,.;:!?–—-]+$/u, '')}…`;
}
