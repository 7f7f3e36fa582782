/** The pure rules of spec §5's product form, kept apart from the components so tests can name them. */

/** Digits with at most one decimal point, or nothing: what the price and stock inputs accept. */
export const isDecimalText = (text: string) => /^\d*\.?\d*$/.test(text);

/** The next value of a digit-only input: the typed text if allowed, else the value it had. */
export const nextDecimalText = (previous: string, typed: string) =>
  isDecimalText(typed) ? typed : previous;

/** On submit: the price as a decimal number, the stock as a whole number (null when empty). */
export function parsePrice(text: string): number | null {
  return text === '' || text === '.' ? null : Number(text);
}
export function parseStock(text: string): number | null {
  return text === '' || text === '.' ? null : Math.trunc(Number(text));
}

/** Adds a tag, trimmed; a blank one or one already there (in any letter case) is ignored. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim();
  if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

export interface CategoryOption {
  _id: string;
  name: string;
  parentCategory: { _id: string } | null;
}

export interface CategoryGroups<C extends CategoryOption> {
  parents: C[];
  childrenOf: (parentId: string) => C[];
}

/** Top-level categories, in the order given, and each one's children. */
export function groupCategories<C extends CategoryOption>(list: readonly C[]): CategoryGroups<C> {
  const parents = list.filter((c) => !c.parentCategory);
  const children = new Map<string, C[]>();
  for (const c of list) {
    if (!c.parentCategory) continue;
    const siblings = children.get(c.parentCategory._id) ?? [];
    siblings.push(c);
    children.set(c.parentCategory._id, siblings);
  }
  return { parents, childrenOf: (parentId) => children.get(parentId) ?? [] };
}

/** Choosing a parent category selects its first child if it has any, else the parent itself. */
export function categoryForParent<C extends CategoryOption>(
  groups: CategoryGroups<C>,
  parentId: string,
): string {
  if (!parentId) return '';
  return groups.childrenOf(parentId)[0]?._id ?? parentId;
}

/** The category select: 'All {parent}' (the parent itself), then its children. */
export function categoryChoices<C extends CategoryOption>(
  groups: CategoryGroups<C>,
  parentId: string,
): { value: string; label: string }[] {
  const parent = groups.parents.find((p) => p._id === parentId);
  if (!parent) return [];
  return [
    { value: parent._id, label: `All ${parent.name}` },
    ...groups.childrenOf(parent._id).map((c) => ({ value: c._id, label: c.name })),
  ];
}
