import { firstDeliveryPrice, shippingText } from './support/delivery';
import { expect, test } from './support/test';
import { chooseAnyOptions } from './support/variations';

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  countInStock: number;
}

test('product detail → add 2 → drawer and badge → cart page quantities → totals, kept after reload', async ({
  page,
}) => {
  const listing = (await (
    await page.request.get('/api/products/getAll?sort=price&order=asc&limit=50')
  ).json()) as {
    products: ApiProduct[];
  };
  const product = listing.products.find((p) => p.countInStock >= 5)!;
  const gbp = (n: number) =>
    `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Increase' }).click();
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  await chooseAnyOptions(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();

  const drawer = page.getByRole('dialog', { name: /cart/i });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(product.name);
  await expect(drawer).toContainText(gbp(product.price * 2));
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTestId('cart-button-subtotal')).toHaveText(gbp(product.price * 2));

  await drawer.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const quantity = page.getByLabel(`Quantity for ${product.name}`);
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('3');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(gbp(product.price * 3));
  // Delivery is priced before checkout: the first method offered for the cart's value.
  const shippingFor = (subtotal: number) => firstDeliveryPrice(page.request, subtotal);
  const shipping = await shippingFor(product.price * 3);
  await expect(page.getByTestId('cart-shipping')).toHaveText(shippingText(shipping));
  await expect(page.getByTestId('cart-total')).toHaveText(gbp(product.price * 3 + shipping));

  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('4');
  await quantity.blur();
  const four = product.price * 4 + (await shippingFor(product.price * 4));
  await expect(page.getByTestId('cart-total')).toHaveText(gbp(four));
  await expect(page.getByTestId('cart-count')).toHaveText('4');

  await page.reload();
  await expect(page.getByLabel(`Quantity for ${product.name}`)).toHaveValue('4');
  await expect(page.getByTestId('cart-total')).toHaveText(gbp(four));
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!)).toEqual([
    expect.objectContaining({
      product: product._id,
      name: product.name,
      price: product.price,
      qty: 4,
    }),
  ]);

  await page.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});
