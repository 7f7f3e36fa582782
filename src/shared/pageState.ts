/**
 * The id of the JSON script element in which the server sends a page's data (react-query's
 * dehydrated state) and from which the client hydrates its cache before the first render.
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * The id of the JSON script element listing the app's scripts for a page (its route's chunks
 * included), which the browser's entry fetches side by side once the page is shown.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';
