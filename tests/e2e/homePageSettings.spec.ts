import { createAdminByApi, restoreSession } from './support/accounts';
import { goldSquarePng } from './support/images';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

// Both tests save the home page and put it back: one at a time, so neither undoes the other.
test.describe.configure({ mode: 'serial' });

interface ShopAnswer {
  homePage: { slides: { image: string }[]; banners: { label: string; link: string }[] };
}

test("the owner renames a banner and gives a slide its own picture in Shop Information's Home page tab", async ({
  page,
}) => {
  const admin = await createAdminByApi(page.request);
  const before = (await (await page.request.get('/api/shop')).json()) as ShopAnswer &
    Record<string, unknown>;
  // Other tests find the banner by its name: the new label keeps it.
  const label = `Small design Rings, new ${Date.now() % 10_000}`;
  await restoreSession(page, admin);
  try {
    await page.goto('/admin/shop-info');
    await page.getByRole('tab', { name: 'Home page' }).click();
    const banner = page.getByRole('group', { name: 'Banner 1' });
    await banner.getByRole('textbox', { name: 'Label' }).fill(label);

    // A link the shop cannot list is refused, on the field, before anything is saved.
    const link = banner.getByRole('textbox', { name: 'Link' });
    await link.fill('https://elsewhere.example/rings');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(banner.getByText(/Link must be a page of this shop/)).toBeVisible();
    await expect(link).toBeFocused();
    await link.fill('/products?category=small-design-rings');

    const slide = page.getByRole('group', { name: 'Slide 1' });
    await slide.getByLabel('Upload slide 1 picture').setInputFiles({
      name: 'bridal.png',
      mimeType: 'image/png',
      buffer: goldSquarePng(64),
    });
    await expect(slide.getByRole('img', { name: 'Slide 1 picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Shop information updated successfully!')).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(label) })).toHaveAttribute(
      'href',
      '/products?category=small-design-rings',
    );
    const saved = (await (await page.request.get('/api/shop')).json()) as ShopAnswer;
    const picture = saved.homePage.slides[0]?.image ?? '';
    expect(picture).not.toBe('');
    const firstSlide = page.getByTestId('hero-slider').getByRole('group', { name: '1 of 3' });
    await expect(firstSlide.locator('img')).toHaveAttribute(
      'src',
      new RegExp(picture.split('/').pop()!.split('.')[0]!),
    );
  } finally {
    await page.request.put('/api/shop/infoUpdate', {
      data: before,
      headers: { Authorization: `Bearer ${admin.token}` },
    });
  }
});

test('the owner links a slide to a product found by name, sees it in the preview, and home opens it', async ({
  page,
  baseURL,
}) => {
  const admin = await createAdminByApi(page.request);
  const before = (await (await page.request.get('/api/shop')).json()) as Record<string, unknown>;
  const listing = await page.request.get('/api/products/getAll?sort=name&order=asc&limit=1');
  const [product] = (
    (await listing.json()) as { products: { _id: string; name: string; image: string }[] }
  ).products;
  await restoreSession(page, admin);
  try {
    await page.goto('/admin/shop-info');
    await page.getByRole('tab', { name: 'Home page' }).click();
    const slide = page.getByRole('group', { name: 'Slide 3' });
    const link = slide.getByRole('textbox', { name: 'Link' });

    // A full address of the shop, pasted, is kept as its path.
    await link.fill(`${baseURL}/products?category=rings`);
    await link.blur();
    await expect(link).toHaveValue('/products?category=rings');
    await expect(slide.getByText('Opens the listing of Rings.')).toBeVisible();

    // Found by name among the products.
    await slide.getByRole('button', { name: 'Choose a collection or product' }).click();
    await slide.getByRole('searchbox', { name: 'Find a product' }).fill(product!.name.slice(0, 8));
    const found = slide.getByRole('button', { name: new RegExp(`^${product!.name}`) });
    await expect(found).toBeVisible();
    await snap(page, 'admin-home-link-picker');
    await found.click();
    await expect(link).toHaveValue(`/product/${product!._id}`);
    await expect(slide.getByText(`Opens the page of ${product!.name}.`)).toBeVisible();

    // The preview draws the slide as home will: the owner's words, the product's picture.
    await slide.getByRole('textbox', { name: 'Title', exact: true }).fill('One to treasure');
    const preview = slide.locator('figure').filter({ hasText: 'Slide 3 preview' });
    await expect(preview).toContainText('One to treasure');
    const file = product!.image.split('/').pop()!.split('.')[0]!;
    await expect(preview.locator('img')).toHaveAttribute('src', new RegExp(file));
    await expect(preview.getByText(/^From £/)).toHaveCount(0);
    await snap(page, 'admin-home-preview');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Shop information updated successfully!')).toBeVisible();

    await page.goto('/');
    const slider = page.getByTestId('hero-slider');
    await slider.getByRole('button', { name: 'Go to slide 3' }).click();
    const third = slider.getByRole('group', { name: '3 of 3' });
    await expect(third.getByRole('heading', { name: 'One to treasure' })).toBeVisible();
    await third.getByRole('link', { name: /Shop Now/ }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product!._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  } finally {
    await page.request.put('/api/shop/infoUpdate', {
      data: before,
      headers: { Authorization: `Bearer ${admin.token}` },
    });
  }
});
