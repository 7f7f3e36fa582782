/** A description cut to spec §9's snippet length, with an ellipsis when anything was cut. */
export function snippet(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
