import type { Db } from '../../src/server/db/client';
import { categories, newId, orders, productImages, products } from '../../src/server/db/schema';
import {
  productColumns,
  type ProductValues,
} from '../../src/server/modules/catalog/productColumns';
import type { DeliveryKind } from '../../src/shared/delivery';
import { OrderStatus } from '../../src/shared/orderStatus';
import { slugify } from '../../src/shared/slugify';

let sequence = 0;
const next = () => ++sequence;

export async function createCategory(
  db: Db,
  overrides: {
    name?: string;
    parentId?: string | null;
    isActive?: boolean;
    description?: string;
  } = {},
) {
  const name = overrides.name ?? `Category ${next()}`;
  const [row] = await db
    .insert(categories)
    .values({
      name,
      slug: slugify(name),
      description: overrides.description ?? '',
      parentId: overrides.parentId ?? null,
      isActive: overrides.isActive ?? true,
    })
    .returning();
  return row!;
}

/**
 * Any of the product's own fields (its columns, prices in pounds), and how many pictures it has.
 * The category is the one field without a default.
 */
export type ProductOverrides = Partial<ProductValues> &
  Pick<ProductValues, 'categoryId'> & { images?: number };

export async function createProduct(db: Db, overrides: ProductOverrides) {
  const n = next();
  const id = newId();
  const { images = 2, ...fields } = overrides;
  const [row] = await db
    .insert(products)
    .values(
      productColumns({
        id,
        name: `Product ${n}`,
        description: `Description of product ${n}`,
        price: 100,
        countInStock: 10,
        ...fields,
      }),
    )
    .returning();
  if (images > 0) {
    await db.insert(productImages).values(
      Array.from({ length: images }, (_, position) => ({
        productId: id,
        position,
        url: `/uploads/test/${id}-${position}.svg`,
        publicId: `test/${id}-${position}`,
      })),
    );
  }
  return row!;
}

/** An order with no lines, in `status`: for rules about the order itself, not its stock. */
export async function createOrder(
  db: Db,
  status: OrderStatus = OrderStatus.Confirmed,
  deliveryKind: DeliveryKind = 'post',
) {
  const address = {
    address: '1 Bond Street',
    city: 'London',
    postalCode: 'W1S 1AA',
    country: 'UK',
  };
  const [order] = await db
    .insert(orders)
    .values({
      status,
      totalPence: 5000,
      paymentMethod: 'PayPal',
      billingAddress: address,
      shippingAddress: address,
      deliveryKind,
    })
    .returning();
  return order!;
}
