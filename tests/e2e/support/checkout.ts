import type { Page } from '@playwright/test';

/** The checkout form, filled as a shopper would. */
export async function fillAddress(
  form: ReturnType<Page['getByRole']>,
  address: { street: string; city: string; state: string; postcode: string },
) {
  await form.getByLabel('Street Address').fill(address.street);
  await form.getByLabel('Town / City').fill(address.city);
  await form.getByLabel('State / County').fill(address.state);
  await form.getByLabel('Postcode').fill(address.postcode);
}

export async function fillBilling(page: Page) {
  const billing = page.getByRole('group', { name: 'Billing details' });
  await fillAddress(billing, {
    street: '12 Hatton Garden',
    city: 'London',
    state: 'Greater London',
    postcode: 'EC1N 8AA',
  });
  await billing.getByLabel('Phone').fill('020 7946 0000');
}

/** The test-mode payment button, whatever the total. */
export const payButton = (page: Page) =>
  page.getByRole('button', { name: /^Pay £[\d,.]+ now \(test\)$/ });
