import { createAdminByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { collectConsoleErrors } from './support/consoleErrors';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

test('the owner gives a ring its jewellery details, and its page shows them as a specification', async ({
  page,
}) => {
  test.slow();
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request);
  await restoreSession(page, admin);
  const name = `Linnea Diamond Solitaire ${Math.random().toString(36).slice(2, 7)}`;

  await page.goto('/admin/products/new');
  const form = page.getByRole('form', { name: 'Create product' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price (£)').fill('1850');
  await form.getByLabel('Count in stock').fill('2');
  await form.getByLabel('Description').fill('A round brilliant diamond in six claws of 18ct gold.');

  const details = form.getByRole('group', { name: 'Jewellery details' });
  const fineness = details.getByLabel('Fineness');
  await expect(fineness).toBeDisabled();
  await details.getByLabel('Metal').selectOption({ label: 'Yellow gold' });
  // Only the finenesses yellow gold is made in, reached from the metal by Tab.
  await details.getByLabel('Metal').press('Tab');
  await expect(fineness).toBeFocused();
  await expect(fineness.locator('option')).toHaveText([
    'Not stated',
    '9ct',
    '14ct',
    '18ct',
    '22ct',
  ]);
  await fineness.selectOption('18ct');
  await expect(details.getByLabel('Diamond colour')).toHaveCount(0);
  await details.getByLabel('Stone').selectOption({ label: 'Diamond' });
  await details.getByLabel('Carat weight (ct)').pressSequentially('0.505');
  await details.getByLabel('Diamond colour').selectOption('G');
  await details.getByLabel('Diamond clarity').selectOption('VS1');
  await details.getByLabel('Certificate laboratory').selectOption({ label: 'GIA' });
  await details.getByLabel('Certificate number').fill('2217849031');
  await details.getByLabel('Hallmark (assay office)').selectOption({
    label: 'Birmingham Assay Office',
  });
  await details.getByLabel('Weight (g)').fill('3.2');
  await snap(page, 'jewellery-details-form');

  // Three decimals of a carat are refused on the field, which gets the focus.
  await form.getByRole('button', { name: 'Create Product' }).click();
  const carats = details.getByLabel('Carat weight (ct)');
  await expect(details.getByText('Carat weight has at most 2 decimal places')).toBeVisible();
  await expect(carats).toBeFocused();
  await expect(carats).toHaveAttribute('aria-invalid', 'true');
  expect(await axeFindings(page, 'form')).toEqual([]);
  await carats.fill('0.5');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully! Redirecting...')).toBeVisible();

  const found = await page.request.get(`/api/products/getAll?search=${encodeURIComponent(name)}`);
  const [product] = ((await found.json()) as { products: { _id: string; name: string }[] })
    .products;
  expect(product?.name).toBe(name);

  await page.goto(`/product/${product!._id}`);
  const specification = page.getByRole('table', { name: 'Specification' });
  await expect(specification.getByRole('row')).toHaveText([
    'Metal18ct yellow gold',
    'StoneDiamond',
    'Carat weight0.50 ct',
    'Colour / clarityG / VS1',
    'CertificateGIA 2217849031',
    'HallmarkBirmingham Assay Office',
    'Weight3.2 g',
  ]);
  await expect(specification.getByRole('rowheader', { name: 'Metal' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'jewellery-specification');

  // The edit form loads what was saved.
  await page.goto(`/admin/products/${product!._id}`);
  const edit = page.getByRole('form', { name: 'Edit product' });
  await expect(edit.getByLabel('Fineness')).toHaveValue('18ct');
  await expect(edit.getByLabel('Carat weight (ct)')).toHaveValue('0.50');
  await expect(edit.getByLabel('Diamond clarity')).toHaveValue('VS1');
  expect(errors).toEqual([]);
});
