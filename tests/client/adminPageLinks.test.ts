import { describe, expect, it } from 'vitest';
import { pageLinks, type PageLink } from '../../src/client/components/admin/pageLinks';

/** '1 … 4 5 [6] 7 8 … 20' style, for reading the expectations at a glance. */
const show = (links: PageLink[], current: number) =>
  links
    .map((link) =>
      link.kind === 'gap' ? '…' : link.page === current ? `[${link.page}]` : String(link.page),
    )
    .join(' ');

describe('admin pagination links', () => {
  it('shows every page when there are five or fewer', () => {
    expect(show(pageLinks(1, 1), 1)).toBe('[1]');
    expect(show(pageLinks(3, 5), 3)).toBe('1 2 [3] 4 5');
  });

  it('adds the last page, with an ellipsis when pages are skipped', () => {
    expect(show(pageLinks(1, 6), 1)).toBe('[1] 2 3 4 5 6');
    expect(show(pageLinks(1, 20), 1)).toBe('[1] 2 3 4 5 … 20');
  });

  it('slides a window of five around the current page, first and last outside it', () => {
    expect(show(pageLinks(10, 20), 10)).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(show(pageLinks(4, 20), 4)).toBe('1 2 3 [4] 5 6 … 20');
    expect(show(pageLinks(5, 20), 5)).toBe('1 … 3 4 [5] 6 7 … 20');
  });

  it('stops sliding at the end', () => {
    expect(show(pageLinks(20, 20), 20)).toBe('1 … 16 17 18 19 [20]');
    expect(show(pageLinks(17, 20), 17)).toBe('1 … 15 16 [17] 18 19 20');
  });

  it('has nothing to link without pages', () => {
    expect(pageLinks(1, 0)).toEqual([]);
  });
});
