import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_LINE_QUANTITY } from '../../../shared/constants';
import type { PlaceOrderInput } from '../../../shared/orders';
import { OrderStatus } from '../../../shared/orderStatus';
import {
  orderedChoice,
  unchosenOptions,
  unofferedChoiceProblem,
  variationKey,
  variationProblem,
  type VariationChoice,
  type Variations,
} from '../../../shared/variations';
import { findVariant, variantName } from '../../../shared/variants';
import { queryRows, type Db } from '../../db/client';
import { fromJsonRows } from '../../db/jsonRows';
import { preparedStatement } from '../../db/prepared';
import { stockChangeSource, type StockChange } from '../../db/stockContext';
import {
  categories,
  orderItems,
  orders,
  orderStatusHistory,
  newId,
  products,
  productVariants,
  type AddressFields,
} from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import {
  enforceRateLimits,
  forgiveRateLimits,
  type RateLimitRule,
} from '../../integrations/rateLimiter';
import type { SessionUser } from '../auth';
import { assertWithinHoldLimits, heldOrderLines, lockCustomer, type HeldOrderLine } from './holds';
import { assertFreeOrderAllowed, confirmWithoutPayment } from './freeOrders';
import { loadOrder } from './orderQueries';
import { toOrderDto, type OrderParts } from './orderDto';
import { assertShopShipsTo, cachedShopInfo } from '../shop';
import type { ShopInfo } from '../../../shared/shop';
import { exVatPence, percentToBasisPoints } from '../../../shared/vat';
import { zeroRatedExportRate } from '../../../shared/destinations';
import { chooseDelivery, type DatedQuote } from '../delivery';
import type { EngravingOffer } from '../../../shared/engraving';
import { toPence } from '../../../shared/money';
import { lineEngraving, type LineEngraving } from './engraving';
import { giftColumns } from './giftWrap';
import { recordConsent } from '../marketing';
import { choosePromotion, promotionColumns } from '../promotions';
import { currentTermsVersion } from '../policies';

type EngravingRequest = NonNullable<PlaceOrderInput['orderItems'][number]['engraving']>;

type OrderContext = Pick<
  RequestContext,
  'db' | 'payments' | 'settings' | 'limiter' | 'clientIp' | 'catalogue' | 'mailer'
>;

/** A shopper places an order or two; a script looping on it is held up by account and address. */
export const placeOrderRateLimits = {
  perAccount: { name: 'place-order-account', max: 10, windowSeconds: 15 * 60 },
  perIp: { name: 'place-order-ip', max: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

const parentCategories = alias(categories, 'parent_category');

type OrderLine = {
  product: string;
  variation: VariationChoice;
  qty: number;
  name?: string;
  engraving?: EngravingRequest;
};

/**
 * Lines for the same product and choice are one line (two sizes of a ring stay two lines); the
 * quantity cap applies to each product's sum, as its stock does.
 */
function mergeLines(items: PlaceOrderInput['orderItems']) {
  const lines = new Map<string, OrderLine>();
  const unitsByProduct = new Map<string, number>();
  for (const item of items) {
    const variation = item.variation ?? {};
    const key = `${item.product}|${variationKey(variation)}|${item.engraving?.text ?? ''}`;
    const line = lines.get(key);
    lines.set(key, {
      product: item.product,
      variation,
      qty: (line?.qty ?? 0) + item.qty,
      name: line?.name ?? item.name,
      engraving: line?.engraving ?? item.engraving,
    });
    unitsByProduct.set(item.product, (unitsByProduct.get(item.product) ?? 0) + item.qty);
  }
  for (const [, units] of unitsByProduct) {
    if (units > MAX_LINE_QUANTITY) {
      throw new DomainError('BAD_REQUEST', `Quantity must be at most ${MAX_LINE_QUANTITY}`);
    }
  }
  return { lines: [...lines.values()], unitsByProduct };
}

/** What placing an order reads of each product it orders. */
interface OrderedProduct {
  id: string;
  name: string;
  pricePence: number;
  /** Before this order took its units; with stock per option, its variants' sum. */
  countInStock: number;
  /** Whether its stock is kept per option: the order takes it from the variants instead. */
  stockPerOption: boolean;
  variations: Variations;
  engraving: EngravingOffer | null;
  visible: boolean;
  image: string;
}

const visibleSql = sql`${products.isActive} and ${categories.isActive} and coalesce(${parentCategories.isActive}, true)`;
const firstImageSql = sql`coalesce((select pi.url from product_images pi
  where pi.product_id = ${products.id} order by pi.position limit 1), '')`;

/**
 * Takes the ordered units off the shelf in one statement, each product only if it has enough:
 * the rows are locked in id order first (two orders for the same products queue instead of
 * deadlocking), and one statement means one change notice per sale. Answers what the order needs
 * of each product it took from; a product it did not take from is missing. A product kept in
 * stock per option is only locked here: `takeOptionStock` takes its units next.
 */
function takeStock(tx: Db, unitsByProduct: Map<string, number>, change: StockChange) {
  const units = sql.join(
    [...unitsByProduct].map(([id, qty]) => sql`(${id}, ${qty}::int)`),
    sql`, `,
  );
  return queryRows<OrderedProduct>(
    tx,
    sql`update ${products} set count_in_stock = ${products.countInStock} - ${unitsUnlessPerOption}
      from (values ${units}) as units(id, qty), ${stockChangeSource(change)}, ${categories}
        left join ${categories} as ${parentCategories} on ${parentCategories.id} = ${categories.parentId}
      where ${products.id} = units.id and ${categories.id} = ${products.categoryId}
        and ${products.countInStock} >= ${unitsUnlessPerOption}
        and ${products.id} in (select id from ${products} where ${inArray(products.id, [...unitsByProduct.keys()])}
          order by id for no key update)
      returning ${products.id} as "id", ${products.name} as "name",
        ${products.pricePence} as "pricePence",
        ${products.countInStock} + ${unitsUnlessPerOption} as "countInStock",
        ${products.stockPerOption} as "stockPerOption",
        ${products.variations} as "variations", ${products.engraving} as "engraving", ${visibleSql} as "visible", ${firstImageSql} as "image"`,
  );
}

const unitsUnlessPerOption = sql`(case when ${products.stockPerOption} then 0 else units.qty end)`;

/** The ordered products as they are, for telling the customer why the order cannot be taken. */
function readProductsForOrder(tx: Db, ids: string[]): Promise<OrderedProduct[]> {
  return tx
    .select({
      id: products.id,
      name: products.name,
      pricePence: products.pricePence,
      countInStock: products.countInStock,
      stockPerOption: products.stockPerOption,
      variations: products.variations,
      engraving: products.engraving,
      visible: visibleSql.mapWith(Boolean),
      image: firstImageSql.mapWith(String),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(inArray(products.id, ids));
}

/** A variant an order line asked for, as it was before the order (`taken`: its units were). */
interface OrderedVariant {
  productId: string;
  choice: VariationChoice;
  countInStock: number;
  priceDifferencePence: number;
  madeToOrderDays: number | null;
  taken: boolean;
}

/**
 * Takes the units of lines of products kept in stock per option from their variants, each only
 * if it has enough (made-to-order ones keep no stock): one statement, after `takeStock` locked
 * the products, so the variants cannot change under it. The trigger of migration 0024 keeps each
 * product's sum; the options' stock history records the change. Answers the variants the lines name as they were, and which gave their units.
 */
function takeOptionStock(tx: Db, lines: OrderLine[], change: StockChange) {
  const wanted = sql.join(
    lines.map((l) => sql`(${l.product}, ${JSON.stringify(l.variation)}::jsonb, ${l.qty}::int)`),
    sql`, `,
  );
  return queryRows<OrderedVariant>(
    tx,
    sql`with wanted(product_id, choice, qty) as (values ${wanted}),
      taken as (update ${productVariants} v set count_in_stock = v.count_in_stock - w.qty
        from wanted w, ${stockChangeSource(change)}
        where v.product_id = w.product_id and v.choice = w.choice
          and v.made_to_order_days is null and v.count_in_stock >= w.qty
        returning v.id)
      select v.product_id as "productId", v.choice, v.count_in_stock as "countInStock",
        v.price_difference_pence as "priceDifferencePence", v.made_to_order_days as "madeToOrderDays",
        v.id in (select id from taken) as "taken"
      from ${productVariants} v join wanted w on v.product_id = w.product_id and v.choice = w.choice`,
  );
}

const unavailable = (name: string | undefined) =>
  new DomainError(
    'CONFLICT',
    name
      ? `"${name}" is no longer available. Please remove it from your cart.`
      : 'A product in your cart is no longer available. Please remove it from your cart.',
  );

/**
 * Each line's unit price and the order's total at the database's prices, once every line can be
 * sold: its product still shown, its options ones the product offers, and its units in stock,
 * summed over the product's lines, or its option's own (`variants`, as they were before this
 * order). `byId` holds stock as it was before this order.
 */
function priceOrder(
  lines: OrderLine[],
  unitsByProduct: Map<string, number>,
  byId: Map<string, OrderedProduct>,
  variants: OrderedVariant[],
  rules: PlacementRules,
) {
  const linePence = lines.map((line) => {
    const product = byId.get(line.product);
    if (!product?.visible) throw unavailable(product?.name ?? line.name);
    // A line of a product kept per option must name its option: no stock is held for "any size".
    const problem = (
      rules.confirmChoicesLater && !product.stockPerOption
        ? unofferedChoiceProblem
        : variationProblem
    )(product.name, product.variations, line.variation);
    if (problem) throw new DomainError('BAD_REQUEST', problem);
    if (!product.stockPerOption) return product.pricePence;
    const variant = findVariant(
      variants.filter((v) => v.productId === product.id),
      line.variation,
    );
    assertVariantSells(product.name, line, variant);
    return product.pricePence + variant.priceDifferencePence;
  });
  for (const [id, units] of unitsByProduct) {
    const product = byId.get(id)!;
    if (!product.stockPerOption && product.countInStock < units) {
      throw new DomainError(
        'CONFLICT',
        product.countInStock === 0
          ? `"${product.name}" is sold out. Please remove it from your cart.`
          : `Only ${product.countInStock} of "${product.name}" left in stock. Please lower the quantity.`,
      );
    }
  }
  const totalPence = lines.reduce((sum, line, i) => sum + linePence[i]! * line.qty, 0);
  return { linePence, totalPence };
}

/** The line's option is one the owner offers, and made to order or with the units in stock. */
function assertVariantSells(
  productName: string,
  line: OrderLine,
  variant: OrderedVariant | undefined,
): asserts variant is OrderedVariant {
  const option = variantName(line.variation);
  if (!variant) {
    throw new DomainError('BAD_REQUEST', `"${productName}" is not offered in ${option}.`);
  }
  if (variant.madeToOrderDays !== null || variant.taken) return;
  throw new DomainError(
    'CONFLICT',
    variant.countInStock === 0
      ? `"${productName}" in ${option} is sold out. Please remove it from your cart.`
      : `Only ${variant.countInStock} of "${productName}" in ${option} left in stock. Please lower the quantity.`,
  );
}

function toStoredAddresses(input: PlaceOrderInput, user: SessionUser) {
  const shipping: AddressFields = { ...input.shippingAddress };
  const billing: AddressFields = input.billingAddress
    ? {
        firstName: input.billingAddress.firstName,
        lastName: input.billingAddress.lastName,
        address: input.billingAddress.address,
        city: input.billingAddress.city,
        state: input.billingAddress.state,
        postalCode: input.billingAddress.postcode,
        country: input.billingAddress.country,
        email: input.billingAddress.email,
        phone: input.billingAddress.phone,
      }
    : { ...shipping, email: user.email };
  return { shipping, billing };
}

export interface PlacementRules {
  /**
   * Spec §7's order lines carry no choice of options (spec §3 shows them for information): a
   * REST order leaves unchosen options to be confirmed with the customer, where the storefront
   * asks for them. A choice that is given must still be one the product offers.
   */
  confirmChoicesLater: boolean;
}

/** 'Order placed', and which options the shop must still ask the customer about. */
function placedNote(items: { name: string; optionsToConfirm: string[] }[]) {
  const asks = items
    .filter((i) => i.optionsToConfirm.length > 0)
    .map((i) => `${i.optionsToConfirm.join(' and ')} of ${i.name}`);
  return asks.length > 0
    ? `Order placed; to confirm with the customer: ${asks.join('; ')}`
    : 'Order placed';
}

/**
 * Places an order in one transaction: prices from the database, stock checked and taken under
 * row locks, the order, its items and its first history entry written together. The same
 * idempotency key answers the order it already made. Unpaid, it holds its stock for a short time
 * and within the customer's limits (holds.ts).
 */
export async function placeOrder(
  ctx: OrderContext,
  user: SessionUser,
  input: PlaceOrderInput,
  rules: PlacementRules = { confirmChoicesLater: false },
) {
  const merged = mergeLines(input.orderItems);
  const key = input.idempotencyKey ?? null;
  // A retry of an order already made answers it, and costs the customer none of their limits.
  const made = key ? await findOrderIdByKey(ctx.db, user.id, key) : null;
  if (made) return { order: await orderById(ctx.db, made), created: false };
  const hits: [RateLimitRule, string][] = [
    [placeOrderRateLimits.perAccount, user.id],
    [placeOrderRateLimits.perIp, ctx.clientIp],
  ];
  await enforceRateLimits(ctx.limiter, hits);
  await assertShopShipsTo(ctx, ctx.db, input.shippingAddress.country);
  const placed = await writeOrder(ctx, user, input, merged, rules);
  // A parallel retry, counted before the first request's order existed, takes its hits back.
  if (!placed.created) await forgiveRateLimits(ctx.limiter, hits);
  return placed;
}

async function writeOrder(
  ctx: OrderContext,
  user: SessionUser,
  input: PlaceOrderInput,
  { lines, unitsByProduct }: ReturnType<typeof mergeLines>,
  rules: PlacementRules,
) {
  const { shipping, billing } = toStoredAddresses(input, user);
  const key = input.idempotencyKey ?? null;
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCustomer(tx, user.id);
      const orderId = newId();
      const change: StockChange = { reason: 'order', actorId: user.id, orderIds: [orderId] };
      const taken = await takeStock(tx, unitsByProduct, change);
      // A product missing from what was taken is unavailable or short: say which (all undone).
      const byId = new Map<string, OrderedProduct>(
        (taken.length === unitsByProduct.size
          ? taken
          : await readProductsForOrder(tx, [...unitsByProduct.keys()])
        ).map((p: OrderedProduct) => [p.id, p]),
      );
      const perOption = lines.filter((line) => byId.get(line.product)?.stockPerOption);
      const variants = perOption.length > 0 ? await takeOptionStock(tx, perOption, change) : [];
      const { linePence: optionPence, totalPence: optionsPence } = priceOrder(
        lines,
        unitsByProduct,
        byId,
        variants,
        rules,
      );
      if (taken.length < unitsByProduct.size) {
        throw new DomainError('CONFLICT', 'Stock changed as you ordered. Please try again.');
      }
      const listedEngravings = lines.map((l) => lineEngraving(byId.get(l.product)!, l.engraving));
      const shop = await cachedShopInfo(ctx, tx);
      const gift = giftColumns(input.gift, toPence(shop.giftWrapPrice));
      // Delivery is chosen on the listed prices: a basket qualifies for the same methods,
      // cover and free delivery wherever it goes.
      const delivery = await chooseDelivery(
        tx,
        {
          country: shipping.country,
          postcode: shipping.postalCode,
          valuePence: optionsPence + engravingsPence(lines, listedEngravings),
        },
        input.deliveryMethod,
        makingDays(lines, variants, listedEngravings),
      );
      const exportRate = zeroRatedExportRate(shop, shipping.country, delivery?.kind);
      const vat = vatRegistration(shop, exportRate !== null);
      // An export pays each unit's price (engraving included) without the UK VAT inside it,
      // rounded once per unit, as the checkout's summary shows it (decision 060).
      const priced = (pence: number) =>
        exportRate === null ? pence : exVatPence(pence, exportRate);
      const engravings = listedEngravings.map((e) => ({ ...e, pricePence: priced(e.pricePence) }));
      const linePence = optionPence.map((pence, i) =>
        priced(pence + listedEngravings[i]!.pricePence),
      );
      const itemsPence = lines.reduce((sum, line, i) => sum + linePence[i]! * line.qty, 0);
      // One code or automatic offer, its limits counted under its row lock (decision 055).
      const { applied } = await choosePromotion(tx, {
        userId: user.id,
        code: input.discountCode,
        lines: lines.map((l, i) => ({ productId: l.product, grossPence: linePence[i]! * l.qty })),
        deliveryPence: delivery?.pricePence ?? 0,
        lock: true,
      });
      const discount = promotionColumns(applied);
      const totalPence =
        itemsPence + (delivery?.pricePence ?? 0) + gift.giftWrapPence - discount.discountPence;
      if (totalPence === 0) await assertFreeOrderAllowed(tx, user.id);
      // The Terms the customer is shown at checkout, kept with the order (decision 058).
      const termsVersion = await currentTermsVersion(tx);
      const items = lines.map((line, position) => {
        const product = byId.get(line.product)!;
        return {
          id: newId(),
          order_id: orderId,
          product_id: line.product,
          name: product.name,
          image: product.image,
          price_pence: linePence[position]!,
          qty: line.qty,
          discount_pence: applied?.discount.linesPence[position] ?? 0,
          variation: orderedChoice(product.variations, line.variation),
          options_to_confirm: unchosenOptions(product.variations, line.variation),
          engraving: engravings[position]!.text,
          engraving_pence: engravings[position]!.pricePence,
          position,
        };
      });
      const [written] = await writePlacedOrder(tx, {
        id: orderId,
        userId: user.id,
        totalPence,
        paymentMethod: input.paymentMethod ?? ctx.payments.methodName,
        cardLast4: input.paymentDetails?.cardLast4 ?? null,
        billingAddress: billing,
        shippingAddress: shipping,
        expiresAt: new Date(Date.now() + ctx.settings.unpaidOrderMinutes * 60_000),
        idempotencyKey: key,
        ...vat,
        ...deliveryColumns(delivery),
        ...gift,
        shippingPence: (delivery?.pricePence ?? 0) - (applied?.discount.deliveryPence ?? 0),
        ...discount,
        termsVersion,
        items: JSON.stringify(items),
        historyId: newId(),
        note: placedNote(
          items.map((i) => ({ name: i.name, optionsToConfirm: i.options_to_confirm })),
        ),
        productIds: [...unitsByProduct.keys()],
        now: new Date(),
      });
      // Beyond the limits, the order just written is undone with the transaction.
      assertWithinHoldLimits(
        written!.held,
        [...unitsByProduct].map(([id, qty]) => ({ productId: id, qty, name: byId.get(id)!.name })),
      );
      // The checkout's tick box, kept exactly when the order is (decision 059).
      if (input.marketingOptIn)
        await recordConsent(tx, { email: user.email, userId: user.id, source: 'checkout' });
      if (totalPence === 0) {
        const confirmed = await confirmWithoutPayment(ctx, tx, orderId);
        return { order: confirmed ?? (await orderById(tx, orderId)), created: true };
      }
      // Everything the answer shows was just written: it is answered without reading it back.
      const parts: OrderParts = {
        order: fromJsonRows(orders, [written!.order])[0]!,
        user: { id: user.id, name: user.name, email: user.email },
        items: fromJsonRows(orderItems, written!.items),
        history: fromJsonRows(orderStatusHistory, [written!.history]),
        payment: null,
        returns: [],
        refunds: { refundedPence: 0, pendingPence: 0 },
      };
      return { order: toOrderDto(parts, false), created: true };
    });
  } catch (err) {
    // A parallel retry with the same key made the order while this one waited for the
    // customer's lock (this one then failed on the key, on the stock or on the limits that
    // order took): the retry is answered with it.
    if (key) {
      const existing = await findOrderIdByKey(ctx.db, user.id, key);
      if (existing) return { order: await orderById(ctx.db, existing), created: false };
    }
    throw err;
  }
}

/** Engraving's share of the items' value: its price per unit times the line's units. */
const engravingsPence = (lines: OrderLine[], engravings: LineEngraving[]) =>
  lines.reduce((sum, line, i) => sum + engravings[i]!.pricePence * line.qty, 0);

/**
 * Days before the order can be sent: the longest of its lines' making, a made-to-order option's
 * days plus its engraving's.
 */
function makingDays(lines: OrderLine[], variants: OrderedVariant[], engravings: LineEngraving[]) {
  return Math.max(
    0,
    ...lines.map((line, i) => {
      const option = findVariant(
        variants.filter((v) => v.productId === line.product),
        line.variation,
      );
      return (option?.madeToOrderDays ?? 0) + engravings[i]!.extraDays;
    }),
  );
}

/** How the order travels, as placed (none while the owner has set no method up: free, spec §9). */
function deliveryColumns(quote: DatedQuote | null) {
  if (!quote) {
    return {
      shippingPence: 0,
      deliveryKind: 'post' as const,
      deliveryMethodId: null,
      delivery: null,
      estimatedDelivery: null,
    };
  }
  return {
    shippingPence: quote.pricePence,
    deliveryKind: quote.kind,
    deliveryMethodId: quote.methodId,
    delivery: {
      name: quote.name,
      service: quote.service,
      carrier: quote.carrier,
      surchargePence: quote.surchargePence,
      surchargeArea: quote.surchargeArea,
      coverPence: quote.coverPence,
    },
    estimatedDelivery: quote.estimatedDate,
  };
}

/**
 * The shop's VAT number and rate now, to be kept with the order (none when not registered); a
 * zero-rated export keeps the number with a rate of 0 (decision 060).
 */
function vatRegistration(shop: ShopInfo, zeroRatedExport: boolean) {
  if (!shop.vatNumber) {
    return { vatNumber: null, vatRateBasisPoints: null, vatZeroRatedExport: false };
  }
  return {
    vatNumber: shop.vatNumber,
    vatRateBasisPoints: zeroRatedExport ? 0 : percentToBasisPoints(shop.vatRate),
    vatZeroRatedExport: zeroRatedExport,
  };
}

const orderIdByKey = preparedStatement('order_id_by_key', (db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.idempotencyKey, sql.placeholder('key')),
      ),
    ),
);

async function findOrderIdByKey(db: Db, userId: string, key: string) {
  const [row] = await orderIdByKey(db, { userId, key });
  return row?.id ?? null;
}

/** `order_items`' columns in the schema's order, which Drizzle's INSERT … SELECT lists. */
const itemColumns = Object.values(getTableColumns(orderItems))
  .map((column) => `"${column.name}"`)
  .join(', ');

/**
 * The order as placed (unpaid, holding its stock), its lines (`items`, JSON rows of
 * `order_items`) and its first history entry, written in one statement built once
 * (db/prepared.ts). It also answers the customer's other unpaid orders as they were before it
 * (`heldOrderLines`), read after the customer's lock, for the hold limits.
 */
const writePlacedOrder = preparedStatement('write_placed_order', (db) => {
  const held = db.$with('held').as(heldOrderLines(db));
  const order = db.$with('placed').as(
    db
      .insert(orders)
      .values({
        id: sql.placeholder('id'),
        userId: sql.placeholder('userId'),
        status: OrderStatus.Confirmed,
        totalPence: sql.placeholder('totalPence'),
        paymentMethod: sql.placeholder('paymentMethod'),
        cardLast4: sql.placeholder('cardLast4'),
        billingAddress: sql.placeholder('billingAddress'),
        shippingAddress: sql.placeholder('shippingAddress'),
        expiresAt: sql.placeholder('expiresAt'),
        idempotencyKey: sql.placeholder('idempotencyKey'),
        vatNumber: sql.placeholder('vatNumber'),
        vatRateBasisPoints: sql.placeholder('vatRateBasisPoints'),
        vatZeroRatedExport: sql.placeholder('vatZeroRatedExport'),
        shippingPence: sql.placeholder('shippingPence'),
        deliveryKind: sql.placeholder('deliveryKind'),
        deliveryMethodId: sql.placeholder('deliveryMethodId'),
        delivery: sql.placeholder('delivery'),
        estimatedDelivery: sql.placeholder('estimatedDelivery'),
        isGift: sql.placeholder('isGift'),
        giftWrapPence: sql.placeholder('giftWrapPence'),
        giftMessage: sql.placeholder('giftMessage'),
        promotionId: sql.placeholder('promotionId'),
        discountPence: sql.placeholder('discountPence'),
        discount: sql.placeholder('discount'),
        termsVersion: sql.placeholder('termsVersion'),
      })
      .returning(),
  );
  const items = db.$with('lines').as(
    db
      .insert(orderItems)
      .select(
        sql`select ${sql.raw(itemColumns)}
          from jsonb_populate_recordset(null::order_items, ${sql.placeholder('items')}::jsonb)`,
      )
      .returning(),
  );
  const history = db.$with('history').as(
    db
      .insert(orderStatusHistory)
      .values({
        id: sql.placeholder('historyId'),
        orderId: sql.placeholder('id'),
        status: OrderStatus.Confirmed,
        note: sql.placeholder('note'),
      })
      .returning(),
  );
  return db
    .with(held, order, items, history)
    .select({
      order: sql<unknown>`row_to_json(placed)`,
      items: sql<unknown>`(select json_agg(lines order by lines.position) from lines)`,
      history: sql<unknown>`(select row_to_json(history) from history)`,
      held: sql<HeldOrderLine[]>`(select coalesce(json_agg(json_build_object(
        'orderId', held.id, 'productId', held.product_id, 'qty', held.qty)), '[]') from held)`,
    })
    .from(order);
});

async function orderById(db: Db, id: string) {
  const parts = await loadOrder(db, id);
  if (!parts) throw new Error(`order ${id} vanished`);
  return toOrderDto(parts, false);
}
