import { describe, expect, it } from 'vitest';
import { listingQueryFromParams } from '../../src/client/lib/listingParams';
import { listingInputFromUrl } from '../../src/server/pages/listingInput';

/**
 * The server embeds a listing's data under the query the page will send; if the two readings of
 * the URL ever differ, the page would ignore the data and ask again.
 */
describe('the listing query read from a URL', () => {
  it.each([
    '',
    'category=Rings',
    'parent=rings&sort=price-low&page=2',
    'search=%20diamond%20&minPrice=100&maxPrice=500',
    'material=white-gold&filter=sale&tag=bridal&limit=48',
    'page=0',
    'category=',
  ])('is the same on the server as in the page for ?%s', (query) => {
    const params = new URLSearchParams(query);
    const server = listingInputFromUrl(params);
    const client = listingQueryFromParams(params);
    expect(server.success).toBe(client.success);
    expect(server.data).toEqual(client.data);
  });
});
