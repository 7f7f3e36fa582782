/** A small seeded generator of hostile inputs, so a failing case can be replayed from its seed. */
export function createFuzzer(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: fast, deterministic, good enough to pick cases.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

  const strings = [
    '',
    ' ',
    'a',
    'x'.repeat(10_000),
    '\u0000',
    '💍💎 émeraude',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '"; drop table products; --',
    '../../etc/passwd',
    '%00',
    'NaN',
    '-0',
    '1e309',
    '0123456789abcdef01234567',
    'ffffffffffffffffffffffff',
    'a@b.co',
    'Order Confirmed',
    'Delivered',
    'processing',
    '123456',
    '\u202e\u0301\ud800',
  ];
  const numbers = [
    0,
    -1,
    1,
    1.5,
    -0.0001,
    1e9,
    -1e9,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
  ];
  const keys = [
    'id',
    'email',
    'password',
    'name',
    'secretKey',
    'otp',
    'newPassword',
    'confirmPassword',
    'currentPassword',
    'resetToken',
    'orderItems',
    'product',
    'qty',
    'shippingAddress',
    'address',
    'city',
    'postalCode',
    'country',
    'billingAddress',
    'idempotencyKey',
    'productId',
    'orderId',
    'orderID',
    'simulateDecline',
    'status',
    'note',
    'reason',
    'adminNotes',
    'carrier',
    'trackingNumber',
    'trackingUrl',
    'method',
    'page',
    'limit',
    'sort',
    'sortBy',
    'order',
    'search',
    'category',
    'parent',
    'price',
    'countInStock',
    'description',
    'images',
    'tags',
    'isActive',
    'isAdmin',
    'role',
    'parentCategory',
    'storeHours',
    'day',
    'shopName',
    'socialMedia',
    'product',
    '__proto__',
    'constructor',
  ];

  function value(depth = 0): unknown {
    const roll = next();
    if (depth > 3 || roll < 0.35) return pick(strings);
    if (roll < 0.55) return pick(numbers);
    if (roll < 0.62) return pick([true, false, null]);
    if (roll < 0.8) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
    return object(depth + 1);
  }

  function object(depth = 0): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const size = Math.floor(next() * 6);
    for (let i = 0; i < size; i++) result[pick(keys)] = value(depth);
    return result;
  }

  /** Bodies no JSON encoder would write: broken, duplicated keys, NaN, deeply nested. */
  const rawBodies = [
    '{',
    'NaN',
    '{"email":"a@b.co","email":{"$gt":""}}',
    '{"qty": NaN}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    '"just a string"',
    '[1,2,3]',
    '\u0000\u0001',
  ];

  return { next, pick, value, object, rawBody: () => pick(rawBodies) };
}
