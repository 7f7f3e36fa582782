import { describe, expect, it } from 'vitest';
import {
  readProductListQuery,
  withProductListChanges,
} from '../../src/client/components/admin/products/productListParams';
import {
  fieldOfIssue,
  shopInfoFormFrom,
  tabOfField,
  toShopInfoInput,
  weekOfHours,
} from '../../src/client/components/admin/shop/shopInfoForm';
import { weekdays } from '../../src/shared/constants';
import { fallbackShopInfo } from '../../src/shared/shop';

const id = 'a'.repeat(24);

describe('the admin product grid URL', () => {
  it('reads filters, falling back to the defaults for anything unreadable', () => {
    expect(readProductListQuery(new URLSearchParams(''))).toEqual({
      sort: 'createdAt',
      order: 'desc',
      page: 1,
    });
    expect(
      readProductListQuery(
        new URLSearchParams(`search= ring &parent=${id}&category=nope&sort=price&order=asc&page=3`),
      ),
    ).toEqual({ search: 'ring', parent: id, sort: 'price', order: 'asc', page: 3 });
    expect(readProductListQuery(new URLSearchParams('sort=rating&page=-2'))).toEqual({
      sort: 'createdAt',
      order: 'desc',
      page: 1,
    });
  });

  it('starts again at page 1 when a filter changes, and leaves defaults out', () => {
    const params = new URLSearchParams('search=ring&page=4');
    expect(withProductListChanges(params, { page: '5' }).toString()).toBe('search=ring&page=5');
    expect(withProductListChanges(params, { sort: 'name' }).toString()).toBe(
      'search=ring&sort=name',
    );
    expect(
      withProductListChanges(params, { search: null, sort: 'createdAt', order: 'desc' }).toString(),
    ).toBe('');
  });
});

describe('the shop information form', () => {
  it("fills a week of hours, with spec §3's defaults for days the shop has none", () => {
    const week = weekOfHours([
      { day: 'Tuesday', openTime: '8:00 AM', closeTime: '5:00 PM', isClosed: false },
    ]);
    expect(week.map((h) => h.day)).toEqual([...weekdays]);
    expect(week[0]).toEqual({
      day: 'Monday',
      openTime: '09:00 AM',
      closeTime: '18:00 PM',
      isClosed: false,
    });
    expect(week[1]?.openTime).toBe('8:00 AM');
    expect(week[5]).toMatchObject({ openTime: '10:00 AM', closeTime: '16:00 PM', isClosed: false });
    expect(week[6]).toMatchObject({ openTime: '10:00 AM', closeTime: '16:00 PM', isClosed: true });
  });

  it('sends the phone field as contactNumber and keeps linkedin', () => {
    const info = {
      ...fallbackShopInfo,
      email: 'shop@example.com',
      socialMedia: { ...fallbackShopInfo.socialMedia, linkedin: 'https://linkedin.com/x' },
    };
    const values = { ...shopInfoFormFrom(info), phone: '020 7946 0000' };
    const input = toShopInfoInput(values);
    expect(input.contactNumber).toBe('020 7946 0000');
    expect(input.socialMedia.linkedin).toBe('https://linkedin.com/x');
    expect(input.address).toEqual(fallbackShopInfo.address);
  });

  it('opens the tab of the field to fix', () => {
    expect(tabOfField(fieldOfIssue(['shopName']))).toBe('general');
    expect(tabOfField(fieldOfIssue(['contactNumber']))).toBe('general');
    expect(fieldOfIssue(['contactNumber'])).toBe('phone');
    expect(tabOfField(fieldOfIssue(['socialMedia', 'facebook']))).toBe('social');
    expect(tabOfField(fieldOfIssue(['storeHours', 2, 'openTime']))).toBe('hours');
  });
});
