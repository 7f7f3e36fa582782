// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminForm } from '../../src/client/components/admin/useAdminForm';
import { Form } from '../../src/client/components/form/Form';

afterEach(cleanup);
// jsdom has no CSS.escape; browsers do. These field names need no escaping.
globalThis.CSS ??= { escape: (name: string) => name } as typeof CSS;

type Values = { name: string; price: string };

/** An admin form as Admin → Delivery and Admin → Promotions draw theirs: name and price. */
function PriceForm({ save, saved }: { save: () => Promise<unknown>; saved: string[] }) {
  const { errors, failure, text, submit } = useAdminForm({
    initial: (): Values => ({ name: '', price: '' }),
    check: (values) => {
      const errors = {
        ...(values.name ? {} : { name: 'Name is required' }),
        ...(/^\d+(\.\d{2})?$/.test(values.price) ? {} : { price: 'Enter a price in pounds' }),
      };
      return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: values };
    },
    save,
    failure: 'Failed to save. Please try again.',
  });
  return (
    <Form
      aria-label="Price"
      error={failure}
      onSubmit={(event) =>
        void submit(event).then((data) => data && saved.push(`${data.name} at £${data.price}`))
      }
    >
      {text('name', 'Name', {})}
      {text('price', 'Price (£)', {})}
      <p>{Object.keys(errors).length} to fix</p>
      <button type="submit">Save</button>
    </Form>
  );
}

/** Presses Save and lets the save's promise settle. */
const submit = () =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    return Promise.resolve();
  });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('an admin form', () => {
  it('shows what to fix with the focus on the first mistake, clears a message when its field changes, and sends nothing until all are fixed', async () => {
    const saved: string[] = [];
    let calls = 0;
    render(<PriceForm save={() => Promise.resolve(calls++)} saved={saved} />);
    await submit();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Enter a price in pounds')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));

    type('Name', 'Tracked 48');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Enter a price in pounds')).toBeTruthy();
    await submit();
    expect(document.activeElement).toBe(screen.getByLabelText('Price (£)'));
    expect(calls).toBe(0);

    type('Price (£)', '3.95');
    await submit();
    expect(calls).toBe(1);
    expect(saved).toEqual(['Tracked 48 at £3.95']);
  });

  it("shows the server's refusal and keeps what the owner typed", async () => {
    const saved: string[] = [];
    render(
      <PriceForm
        save={() => Promise.reject(new Error('A method with this name exists'))}
        saved={saved}
      />,
    );
    type('Name', 'Tracked 48');
    type('Price (£)', '3.95');
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('Failed to save. Please try again.');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Tracked 48');
    expect(saved).toEqual([]);
  });
});
