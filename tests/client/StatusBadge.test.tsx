// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from '../../src/client/components/order/StatusBadge';
import { orderStatuses } from '../../src/shared/orderStatus';

afterEach(cleanup);

describe('StatusBadge', () => {
  it("gives each of the statuses its own colour (a collection's two as well)", () => {
    const classes = orderStatuses.map((status) => {
      render(<StatusBadge status={status} />);
      return screen.getByText(status).className;
    });
    expect(new Set(classes).size).toBe(orderStatuses.length);
    expect(classes.some((c) => c.includes('stone-100'))).toBe(false);
  });

  it('shows any other value as raw text in grey', () => {
    render(<StatusBadge status="On hold" />);
    expect(screen.getByText('On hold').className).toContain('bg-stone-100');
  });
});
