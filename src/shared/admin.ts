import { z } from './zod';
import { categoryRefSchema, idSchema, materialSchema } from './catalog';
import { ADMIN_ORDERS_PAGE_SIZE, ADMIN_PRODUCTS_PAGE_SIZE, weekdays } from './constants';
import { orderStatuses } from './orderStatus';
import { jewelleryDetailsInput } from './jewelleryInput';
import { HOME_LINK_MESSAGE, homeLinkOf } from './homeLinks';
import { numberInput } from './numbers';
import { engravingOfferInput } from './engravingInput';
import { productImageInput } from './productImages';
import { variationChoiceSchema } from './orders';
import { vatByDestinationChoices } from './destinations';
import { MAX_MADE_TO_ORDER_DAYS, MAX_VARIANTS } from './variants';
import { saleInput } from './sales';
import { calendarDay } from './calendarDay';
import { specialHoursListInput } from './specialHoursInput';
import { lowStockThresholdSchema } from './stock';
import { normaliseVatNumber, VAT_NUMBER_PATTERN } from './vat';

/** Input schemas of the admin area (spec §5 and §7), shared by the server and the admin forms. */

const page = numberInput(
  'page',
  z.number().int('page must be a whole number').min(1, 'page must be 1 or more'),
).default(1);
const limit = (fallback: number) =>
  numberInput(
    'limit',
    z
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit must be at most 100'),
  ).default(fallback);
const sortOrder = z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc');

/** The admin list's status filter: a status value, or the short names the dashboard links use. */
export const orderStatusAliases: Record<string, (typeof orderStatuses)[number]> = {
  confirmed: 'Order Confirmed',
  pending: 'Payment Processing',
  processing: 'Order Processing',
  shipped: 'Order Shipped',
  delivered: 'Delivered',
  'ready-to-collect': 'Ready to collect',
  collected: 'Collected',
  cancelled: 'Cancelled',
};
const statusFilter = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const status =
      orderStatusAliases[value.toLowerCase()] ?? orderStatuses.find((s) => s === value);
    if (!status) {
      ctx.addIssue({
        code: 'custom',
        message: `status must be one of ${orderStatuses.join(', ')}`,
      });
      return z.NEVER;
    }
    return status;
  });

export const adminOrderListInput = z.object({
  page,
  limit: limit(ADMIN_ORDERS_PAGE_SIZE),
  sortBy: z
    .enum(['createdAt', 'totalPrice', 'status'], {
      error: 'sortBy must be createdAt, totalPrice or status',
    })
    .default('createdAt'),
  order: sortOrder,
  status: statusFilter.optional(),
  /** A customer's name or e-mail, or either order number the shop shows (see `orderIdInSearch`). */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  /**
   * Orders with a return request not yet refunded (`open`), with any return (`any`), or with a
   * refund past its due day (`overdue`: a received return or a cancelled paid order, 14 days on).
   */
  returns: z
    .enum(['open', 'any', 'overdue'], { error: 'returns must be open, any or overdue' })
    .optional(),
  /** Orders with a line whose options are still to be confirmed with the customer. */
  options: z.enum(['to-confirm'], { error: 'options must be to-confirm' }).optional(),
  /** Paid orders still to send (post or courier), or paid collections not yet handed over. */
  dispatch: z
    .enum(['to-send', 'to-collect'], { error: 'dispatch must be to-send or to-collect' })
    .optional(),
  /**
   * Keyset paging, for deep lists: the page that follows (`after`) or comes before (`before`) the
   * order with this id, in the list's order; `page` then only labels the answer. The answer's
   * `cursors` give both for the page shown.
   */
  after: idSchema.optional(),
  before: idSchema.optional(),
});
export type AdminOrderListInput = z.input<typeof adminOrderListInput>;
export type AdminOrderListQuery = z.output<typeof adminOrderListInput>;

export const orderPaymentFilters = ['paid', 'unpaid', 'all'] as const;

/**
 * The orders CSV for the accountant: the list's filters, a range of London days (both ends
 * included, by the order's date) and which orders by payment, paid only unless asked.
 */
export const orderExportInput = adminOrderListInput
  .pick({ status: true, search: true, returns: true, options: true })
  .extend({
    from: calendarDay('from').optional(),
    to: calendarDay('to').optional(),
    payment: z
      .enum(orderPaymentFilters, { error: 'payment must be paid, unpaid or all' })
      .default('paid'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });
export type OrderExportInput = z.input<typeof orderExportInput>;
export type OrderExportQuery = z.output<typeof orderExportInput>;

/**
 * Spec §7's status change. `reason` says why an order moves back to an earlier step; it came
 * later, so it is optional (the history then says no reason was given).
 */
export const updateOrderStatusInput = z.object({
  status: z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}` }),
  note: z.string().trim().max(500).optional(),
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
});

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Please enter a valid URL')
  .default('');

export const trackingInput = z.object({
  carrier: z.string().trim().min(1, 'Carrier is required').max(100),
  trackingNumber: z.string().trim().min(1, 'Tracking number is required').max(100),
  trackingUrl: optionalUrl,
});

export const adminNotesInput = z.object({
  adminNotes: z.string().max(5000, 'Notes must be at most 5000 characters'),
});

/** The owner records options a spec §7 order left to confirm ({ Size: 'N' }), after asking. */
export const confirmOptionsInput = z.object({ variation: variationChoiceSchema });

export const cancelOrderInput = z.object({
  reason: z.string().trim().max(500).optional(),
});

/** A payment taken outside the site (in the shop, by bank transfer) and recorded by an admin. */
export const recordPaymentInput = z.object({
  method: z.string().trim().min(1).max(60).default('In store'),
  reference: z.string().trim().max(100).optional(),
});

const stockCount = (label: string) =>
  numberInput(
    label,
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(1_000_000, `${label} must be at most 1,000,000`),
  );

/**
 * One variant of a product kept in stock per option (variants.ts). `countInStockWas`, like the
 * product's, is the stock the form loaded: the save then moves the stock by the owner's change.
 */
const variantInput = z.object({
  choice: variationChoiceSchema,
  countInStock: stockCount('Option stock').default(0),
  countInStockWas: stockCount('countInStockWas').optional(),
  priceDifference: numberInput(
    'Price difference',
    z
      .number()
      .min(-1_000_000, 'Price difference must be at least -1,000,000')
      .max(1_000_000, 'Price difference must be at most 1,000,000'),
  ).default(0),
  madeToOrderDays: numberInput(
    'Made to order days',
    z
      .number()
      .int('Made to order days must be a whole number')
      .min(1, 'Made to order days must be 1 or more')
      .max(MAX_MADE_TO_ORDER_DAYS, `Made to order days must be at most ${MAX_MADE_TO_ORDER_DAYS}`),
  )
    .nullable()
    .default(null),
});
export type VariantInput = z.input<typeof variantInput>;

/** A stock-keeping unit as shops write them: letters, digits, dots, dashes and underscores. */
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Empty clears it (null); left out, it stays. */
const skuInput = z
  .string()
  .trim()
  .refine(
    (sku) => sku === '' || SKU_PATTERN.test(sku),
    'SKU must be up to 64 letters, digits, dots, dashes or underscores',
  )
  .transform((sku) => sku || null)
  .nullable()
  .optional();

/**
 * Spec §5 Product form; prices and stock arrive as numbers (the form parses its digit inputs).
 * oldPrice, variations, material and the sale and new-arrival flags are not in spec §7's payload:
 * left out of an update, they keep their values.
 */
export const productInput = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000),
  price: numberInput(
    'Price',
    z.number().min(0, 'Price cannot be negative').max(1_000_000, 'Price must be at most 1,000,000'),
  ),
  /** Null clears it; left out, it stays. */
  oldPrice: numberInput(
    'Old price',
    z
      .number()
      .min(0, 'Old price cannot be negative')
      .max(1_000_000, 'Old price must be at most 1,000,000'),
  )
    .nullable()
    .optional(),
  countInStock: stockCount('Count in stock'),
  /**
   * The stock the edit form loaded. With it an update moves stock by the admin's change only, so
   * units shoppers ordered while the form was open are not put back on sale.
   */
  countInStockWas: stockCount('countInStockWas').optional(),
  /** Null follows the shop's threshold; left out, it stays. */
  lowStockThreshold: lowStockThresholdSchema('Low-stock threshold').nullable().optional(),
  category: categoryRefSchema,
  /** The collection chosen in the form; the category must be it or one of its children. */
  parentCategory: categoryRefSchema.nullable().optional(),
  brand: z.string().trim().max(100).default(''),
  /** Not in spec §7: left out, it stays. */
  sku: skuInput,
  image: z.string().trim().max(1000).optional(),
  images: z.array(productImageInput).max(20, 'A product can have at most 20 images').default([]),
  tags: z
    .array(z.string().trim().max(50))
    .max(30)
    .default([])
    .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()).filter(Boolean))]),
  variations: z.record(z.string().max(50), z.array(z.string().max(50)).max(30)).optional(),
  /**
   * Stock kept per option (variants.ts): left out, the product keeps what it had; empty, its
   * stock is one count again. Not in spec §7, whose clients see `countInStock`, the sum.
   */
  variants: z
    .array(variantInput)
    .max(MAX_VARIANTS, `A product can have at most ${MAX_VARIANTS} options with their own stock`)
    .optional(),
  material: materialSchema.nullable().optional(),
  ...jewelleryDetailsInput.shape,
  /** Engraving offered on the piece (decision 056): left out, it stays; null turns it off. */
  engraving: engravingOfferInput.nullable().optional(),
  isActive: z.boolean().default(true),
  isFeatured: z.boolean().default(false),
  isOnSale: z.boolean().optional(),
  isNewArrival: z.boolean().optional(),
  ...saleInput.shape,
});
export type ProductInput = z.input<typeof productInput>;

export const adminProductListInput = z.object({
  search: z.string().trim().max(100).optional(),
  parent: idSchema.optional(),
  category: idSchema.optional(),
  sort: z.enum(['createdAt', 'name', 'price', 'countInStock']).default('createdAt'),
  order: sortOrder,
  page,
  limit: limit(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type AdminProductListInput = z.input<typeof adminProductListInput>;
export type AdminProductListQuery = z.output<typeof adminProductListInput>;

/** Spec §5 Category form; the slug is always derived from the name (a client's is ignored). */
export const categoryInput = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  description: z.string().trim().max(2000).default(''),
  parentCategory: categoryRefSchema.nullable().default(null),
  isActive: z.boolean().default(true),
});
export type CategoryInput = z.input<typeof categoryInput>;

const socialLink = optionalUrl;

/** A home page link: a listing of this shop (its prices and sales are checked) or a product page. */
const homeLink = z
  .string()
  .trim()
  .min(1, 'Link is required')
  .max(500)
  .refine((link) => homeLinkOf(link) !== null, HOME_LINK_MESSAGE);

/** Home's slides and banners (Shop Information › Home page). */
export const homePageInput = z.object({
  slides: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'Title is required').max(80),
        subtitle: z.string().trim().max(200).default(''),
        offer: z.string().trim().max(60).default(''),
        image: z
          .string()
          .trim()
          .max(1000)
          .refine(
            (v) => v === '' || /^(https?:\/\/|\/)\S+$/i.test(v),
            'Please enter a valid image URL',
          )
          .default(''),
        link: homeLink,
      }),
    )
    .length(3, 'The home page has 3 slides'),
  banners: z
    .array(
      z.object({
        label: z.string().trim().min(1, 'Label is required').max(60),
        link: homeLink,
      }),
    )
    .length(3, 'The home page has 3 banners'),
});

/** Spec §5 Shop info; `contactNumber` is the form's phone field. */
export const shopInfoInput = z.object({
  shopName: z.string().trim().min(1, 'Shop name is required').max(100),
  tagline: z.string().trim().max(200).default(''),
  description: z.string().trim().max(2000).default(''),
  address: z
    .object({
      street: z.string().trim().max(200).default(''),
      city: z.string().trim().max(100).default(''),
      state: z.string().trim().max(100).default(''),
      zipCode: z.string().trim().max(20).default(''),
      country: z.string().trim().max(100).default(''),
    })
    .default({ street: '', city: '', state: '', zipCode: '', country: '' }),
  contactNumber: z.string().trim().max(40).default(''),
  email: z
    .string({ error: 'Contact email is required' })
    .trim()
    .min(1, 'Contact email is required')
    .pipe(z.email('Please enter a valid email address')),
  location: z.string().trim().max(500).default(''),
  socialMedia: z
    .object({
      facebook: socialLink,
      twitter: socialLink,
      instagram: socialLink,
      pinterest: socialLink,
      linkedin: socialLink,
    })
    .default({ facebook: '', twitter: '', instagram: '', pinterest: '', linkedin: '' }),
  /*
   * VAT and returns: left out (a spec §7 client that does not know them), they keep their
   * values, so such a client's save cannot silently drop the shop's VAT number.
   */
  vatNumber: z
    .string()
    .max(30)
    .transform(normaliseVatNumber)
    .refine(
      (v) => v === '' || VAT_NUMBER_PATTERN.test(v),
      'Please enter a UK VAT number such as GB123456789',
    )
    .optional(),
  vatRate: numberInput(
    'VAT rate',
    z
      .number()
      .min(0, 'VAT rate cannot be negative')
      .max(100, 'VAT rate must be at most 100%')
      .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), 'At most two decimals'),
  ).optional(),
  returnWindowDays: numberInput(
    'Return window',
    z
      .number()
      .int('Return window must be a whole number of days')
      .min(14, 'The law gives at least 14 days')
      .max(365, 'Return window must be at most 365 days'),
  ).optional(),
  /** Left out (a spec §7 client), it stays as it is (decision 060). */
  vatByDestination: z
    .enum(vatByDestinationChoices, {
      error: `vatByDestination must be one of ${vatByDestinationChoices.join(', ')}`,
    })
    .optional(),
  /** Left out, the setting stays as it is (older clients do not send it). */
  showPlaceholderRatings: z.boolean().optional(),
  /** Left out, the home page stays as it is. */
  homePage: homePageInput.optional(),
  /** Left out, it stays as it is. */
  lowStockThreshold: lowStockThresholdSchema('Low-stock threshold').optional(),
  /** Gift wrap's price with VAT (decision 056); left out, it stays as it is. */
  giftWrapPrice: numberInput(
    'Gift wrap price',
    z
      .number()
      .min(0, 'Gift wrap price cannot be negative')
      .max(1000, 'Gift wrap price must be at most 1,000'),
  ).optional(),
});
export type ShopInfoInput = z.input<typeof shopInfoInput>;

/** Seven entries, one per weekday; times are free text (spec §5) but bounded. */
export const storeHoursInput = z.object({
  storeHours: z
    .array(
      z.object({
        day: z.enum(weekdays, { error: 'day must be a weekday name, e.g. Monday' }),
        openTime: z.string().trim().max(20).default(''),
        closeTime: z.string().trim().max(20).default(''),
        isClosed: z.boolean().default(false),
      }),
    )
    .length(7, 'storeHours must list the seven days of the week')
    .refine((days) => new Set(days.map((d) => d.day)).size === 7, 'Each day must appear once'),
  /**
   * Dates with their own hours (decision 051). Left out (a spec §7 client), the saved ones stay;
   * sent, the list replaces the coming ones.
   */
  specialHours: specialHoursListInput.optional(),
});
