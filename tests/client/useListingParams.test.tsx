// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { useListingParams } from '../../src/client/components/catalog/useListingParams';

afterEach(cleanup);

/** Keeps the hook's `update` of the first render, as a click handler does until the page re-renders. */
function captureUpdate() {
  const captured: { update?: ReturnType<typeof useListingParams>['update'] } = {};
  function Listing() {
    const { update } = useListingParams();
    captured.update ??= update;
    return null;
  }
  render(
    <BrowserRouter>
      <Listing />
    </BrowserRouter>,
  );
  return captured.update!;
}

it('two filters chosen before the listing re-renders are both kept in the URL', () => {
  window.history.replaceState(null, '', '/products?sort=price-low&page=3');
  const update = captureUpdate();
  act(() => {
    update({ material: 'platinum' });
    update({ size: 'N' });
  });
  const params = new URLSearchParams(window.location.search);
  expect(Object.fromEntries(params)).toEqual({
    sort: 'price-low',
    material: 'platinum',
    size: 'N',
  });
});
