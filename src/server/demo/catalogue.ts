import { z } from '../../shared/zod';
import { productInput } from '../../shared/admin';
import { materialSchema } from '../../shared/catalog';
import { weekdays } from '../../shared/constants';
// The attribute Node asks of a JSON module (Playwright's loader leaves the import to Node).
import catalogueJson from './catalogue.json' with { type: 'json' };

const text = z.string().min(1);
const described = { name: text, description: text };

/**
 * A demo product is what the admin's product form could have written (the shared product input,
 * less what only an edit or an upload sends), plus what only the demo says: its metal from the
 * listing's filter, its category by name, its sales and its age.
 */
const demoProduct = productInput
  .omit({ countInStockWas: true, parentCategory: true, image: true, images: true, variants: true })
  // Its sales are set by hand (price, was-price, flag), as spec §7 clients set them.
  .omit({ regularPrice: true, salePrice: true, saleStartsAt: true, saleEndsAt: true })
  .extend({
    material: materialSchema,
    /** Name of a child category in `categories`. */
    category: text,
    sales: z.int().min(0),
    /**
     * Age of the listing, so "newest" ordering looks plausible. Only a few flagged pieces are
     * younger than NEW_ARRIVAL_DAYS, so NEW stays rare; the older flagged ones show the flag
     * expiring.
     */
    daysAgo: z.int().min(0),
  });
export type DemoProduct = z.infer<typeof demoProduct>;

/**
 * The demo shop as plain data (catalogue.json): its information as the `shop_info` row stores it,
 * two levels of categories and the products. What their pictures show is the picture renderer's
 * business (scripts/demo); the pictures themselves are committed beside this file.
 */
const demoCatalogue = z.object({
  shopInfo: z.object({
    shopName: text,
    tagline: text,
    description: text,
    street: text,
    city: text,
    state: text,
    zipCode: text,
    country: text,
    contactNumber: text,
    email: z.email(),
    location: text,
    socialMedia: z.record(
      z.enum(['facebook', 'twitter', 'instagram', 'pinterest', 'linkedin']),
      z.url(),
    ),
  }),
  /** Written as the admin form's placeholders write them ('9:00 AM', '6:00 PM'), Monday first. */
  storeHours: z
    .array(
      z.object({ day: z.enum(weekdays), openTime: text, closeTime: text, isClosed: z.boolean() }),
    )
    .length(7),
  categories: z.array(z.object({ ...described, children: z.array(z.object(described)) })),
  products: z.array(demoProduct),
});

export const {
  shopInfo: demoShopInfo,
  storeHours: demoStoreHours,
  categories: demoCategories,
  products: demoProducts,
} = demoCatalogue.parse(catalogueJson);
