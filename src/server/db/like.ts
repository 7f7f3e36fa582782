/** `%term%` for LIKE and ILIKE, with the term's own % and _ matched literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
