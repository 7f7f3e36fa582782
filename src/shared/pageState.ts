/**
 * The id of the JSON script element in which the server sends a page's data (react-query's
 * dehydrated state) and from which the client hydrates its cache before the first render.
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
