import { createAdminByApi, restoreSession } from './support/accounts';
import { goldSquarePng } from './support/images';
import { expect, test } from './support/test';

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
    await expect(banner.getByText(/Link must be a shop listing/)).toBeVisible();
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
