import { deliveryKinds, isPostcodePattern } from './delivery';
import { numberInput, poundsInput } from './numbers';
import { checkoutCountries } from './orders';
import { z } from './zod';

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** A delivery method as the owner writes it in Admin → Delivery (money in pounds). */
export const deliveryMethodInput = z
  .object({
    name: text('Name', 80).min(1, 'Name is required'),
    service: text('Carrier service', 120).default(''),
    carrier: text('Carrier', 60).default(''),
    kind: z.enum(deliveryKinds, { error: `Kind must be one of ${deliveryKinds.join(', ')}` }),
    price: poundsInput('Price').default(0),
    freeOver: poundsInput('Free over').nullable().default(null),
    minOrder: poundsInput('Minimum order').nullable().default(null),
    maxOrder: poundsInput('Maximum order').nullable().default(null),
    coverTiers: z
      .array(
        z.object({ cover: poundsInput('Cover'), extra: poundsInput('Cover price').default(0) }),
      )
      .max(6, 'At most 6 cover levels')
      .default([]),
    cutOffTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Cut-off time must be a time such as 13:00')
      .default('13:00'),
    dispatchDays: z
      .array(z.number().int().min(0).max(6), { error: 'Dispatch days must be a list of days' })
      .min(1, 'Choose at least one dispatch day')
      .max(7)
      .default([0, 1, 2, 3, 4]),
    transitDays: numberInput(
      'Days in transit',
      z.number().int('Days in transit must be a whole number').min(0).max(30),
    ).default(2),
    countries: z
      .array(
        z.enum(checkoutCountries, {
          error: `Countries must be among ${checkoutCountries.join(', ')}`,
        }),
      )
      .max(checkoutCountries.length)
      .default(['United Kingdom']),
    surcharges: z
      .array(
        z.object({
          area: text('Area', 60).min(1, 'Area is required'),
          postcodes: z
            .array(
              z
                .string()
                .trim()
                .refine(isPostcodePattern, 'Postcodes are areas such as BT, IV or PA20-49'),
            )
            .min(1, 'List the postcodes of the area')
            .max(200),
          price: poundsInput('Surcharge'),
        }),
      )
      .max(10, 'At most 10 surcharge areas')
      .default([]),
    isActive: z.boolean().default(true),
  })
  .superRefine((m, issue) => {
    if (m.kind !== 'collection' && m.countries.length === 0) {
      issue.addIssue({
        code: 'custom',
        path: ['countries'],
        message: 'Choose at least one country',
      });
    }
    if (m.minOrder !== null && m.maxOrder !== null && m.minOrder > m.maxOrder) {
      issue.addIssue({
        code: 'custom',
        path: ['maxOrder'],
        message: 'Maximum order must be at least the minimum',
      });
    }
    if (m.kind === 'courier' && m.maxOrder === null) {
      issue.addIssue({
        code: 'custom',
        path: ['maxOrder'],
        message: 'A courier carries up to its cover: set the maximum order value',
      });
    }
    const covers = m.coverTiers.map((t) => t.cover);
    if (covers.some((c, i) => i > 0 && c <= covers[i - 1]!)) {
      issue.addIssue({
        code: 'custom',
        path: ['coverTiers'],
        message: 'List cover levels from lowest to highest',
      });
    }
    if (m.kind !== 'post' && m.coverTiers.length > 0) {
      issue.addIssue({
        code: 'custom',
        path: ['coverTiers'],
        message: 'Only a post service sells cover levels',
      });
    }
  });
export type DeliveryMethodInput = z.input<typeof deliveryMethodInput>;

/** What the product page, cart and checkout ask: where the order goes and what it is worth. */
export const deliveryOptionsInput = z.object({
  country: z.enum(checkoutCountries).default('United Kingdom'),
  postcode: z.string().trim().max(20).optional(),
  /** The lines' value in pounds (a quote only: the order is priced from the database). */
  subtotal: numberInput('subtotal', z.number().min(0).max(10_000_000)),
  /**
   * Working days the cart's pieces take to make before they can be sent (a made-to-order option,
   * engraving: decision 056), so the dates are the ones the order will carry; 0 left out.
   */
  makingDays: numberInput('makingDays', z.int().min(0).max(365)).optional(),
});
