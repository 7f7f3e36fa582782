/** The browser tab's title: '{page} · {shop name}', or the shop name alone on the home page. */
export const pageTitle = (shopName: string, page?: string | null) =>
  page ? `${page} · ${shopName}` : shopName;
