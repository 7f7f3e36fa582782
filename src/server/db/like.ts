/** `%term%` for ILIKE, with the term's own % and _ matched literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
