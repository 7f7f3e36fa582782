/**
 * The id of the JSON script element in which the server sends a page's data (react-query's
 * dehydrated state) and from which the client hydrates its cache before the first render.
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * The attribute of the server's <title> that holds the title to show once the visitor navigates
 * within the app to a page that renders no <title> of its own.
 */
export const SERVER_TITLE_FALLBACK = 'data-fallback';
