import { createAdminByApi, restoreSession } from './support/accounts';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

interface ApiProduct {
  _id: string;
  name: string;
  images: { url: string; public_id: string }[];
  category: { _id: string; parentCategory?: { _id: string } | null };
}

/** The stored file's own name (without the size the page asked for), to tell pictures apart. */
const fileOf = (url: string) => url.split('/').pop()!.split('.')[0]!;

test('the owner moves the second picture first and describes it; the product page opens with it', async ({
  page,
}) => {
  const admin = await createAdminByApi(page.request);
  const headers = { Authorization: `Bearer ${admin.token}` };
  // Two pictures the shop already serves, in a product of the owner's own.
  const listing = await page.request.get('/api/products/getAll?limit=20');
  const { products } = (await listing.json()) as { products: ApiProduct[] };
  const [first, second] = products.filter((p) => p.images.length > 0).map((p) => p.images[0]!);
  if (!first || !second) throw new Error('The demo shop has pictures');
  const demo = (await (
    await page.request.get(`/api/products/byId/${products[0]!._id}`)
  ).json()) as ApiProduct;
  const name = `Two-View Band ${Math.random().toString(36).slice(2, 7)}`;
  const created = await page.request.post('/api/products/create', {
    headers,
    data: {
      name,
      price: 420,
      countInStock: 3,
      description: 'A band photographed from the front and the side.',
      category: demo.category._id,
      parentCategory: demo.category.parentCategory?._id ?? demo.category._id,
      images: [first, second],
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as ApiProduct;

  await restoreSession(page, admin, `/admin/products/${id}`);
  const form = page.getByRole('form', { name: 'Edit product' });
  const pictures = form.getByRole('list', { name: 'Product images' });
  await expect(pictures.getByRole('listitem')).toHaveCount(2);
  await expect(form.getByText('The first image is the main picture')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();

  const description = 'Side view of the band, showing its depth';
  await form.getByRole('textbox', { name: 'Describe image 2' }).fill(description);
  // By keyboard: the picture moves, and the focus goes with it.
  await form.getByRole('button', { name: 'Move image 2 earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('textbox', { name: /Describe image 1/ })).toHaveValue(description);
  await expect(form.getByRole('button', { name: 'Move image 1 later' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Image 2 is now image 1' })).toHaveText(
    'Image 2 is now image 1, the main picture.',
  );
  await expect(pictures.getByRole('img', { name: 'Product image 1' })).toHaveAttribute(
    'src',
    new RegExp(fileOf(second.url)),
  );
  await snap(page, 'admin-product-pictures');
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully! Redirecting...')).toBeVisible();

  // The shop opens with the moved picture, announced with the owner's words.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const main = page.getByRole('img', { name: description });
  await expect(main).toHaveAttribute('src', new RegExp(fileOf(second.url)));
  // The other picture, not described, keeps the product's name.
  await page.getByRole('button', { name: 'Show image 2' }).click();
  await expect(page.getByRole('img', { name, exact: true })).toHaveAttribute(
    'src',
    new RegExp(fileOf(first.url)),
  );
  await page.request.delete(`/api/products/delete/confirm/${id}`, { headers });
});
