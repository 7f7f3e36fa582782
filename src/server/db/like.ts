/** The term with LIKE's own characters (%, _ and the escape) matched literally. */
const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for LIKE and ILIKE, with the term's own % and _ matched literally. */
export const containsPattern = (term: string) => `%${literal(term)}%`;

/** `term%`: a prefix, which a btree with text_pattern_ops serves as a range. */
export const prefixPattern = (term: string) => `${literal(term)}%`;
