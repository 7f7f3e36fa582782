import { formatGBP } from '../../../shared/money';
import type { PolicyPlaceholder } from '../../../shared/policies';
import type { Db } from '../../db/client';
import { listMethods, type DeliveryMethodDto } from '../delivery';
import { findShopInfo } from '../shop';

/** A setting's words as Markdown reads them literally (a shop named "*Gems*" stays as written). */
const literal = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&');

const workingDays = (days: number) => (days === 1 ? '1 working day' : `${days} working days`);

function describeMethod(method: DeliveryMethodDto) {
  const price = method.price === 0 ? 'free' : formatGBP(method.price);
  const free =
    method.freeOver !== null && method.price > 0
      ? `, free on orders over ${formatGBP(method.freeOver)}`
      : '';
  const timing =
    method.kind === 'collection'
      ? 'ready to collect from the shop, usually the same working day'
      : `usually ${workingDays(method.transitDays)} after we send it`;
  const where = method.kind === 'collection' ? '' : `; to ${method.countries.join(', ')}`;
  return `- **${literal(method.name)}** (${literal(method.service)}): ${price}${free}; ${timing}${literal(where)}`;
}

/**
 * What each placeholder says now, from Shop Information and Admin → Delivery: a policy is filled
 * with these whenever it is shown, so it cannot contradict the settings.
 */
export async function placeholderValues(db: Db): Promise<Record<PolicyPlaceholder, string>> {
  const shop = await findShopInfo(db);
  const methods = (await listMethods(db)).filter((method) => method.isActive);
  return {
    shopName: literal(shop.shopName),
    shopAddress: literal(shop.formattedAddress),
    shopEmail: literal(shop.email),
    shopPhone: literal(shop.contactNumber),
    vatNumber: shop.vatNumber
      ? `Our VAT registration number is ${literal(shop.vatNumber)}.`
      : 'We are not registered for VAT.',
    returnWindowDays: String(shop.returnWindowDays),
    deliveryMethods:
      methods.length > 0
        ? methods.map(describeMethod).join('\n')
        : 'We are setting up our delivery methods: until then, delivery within the UK is free.',
  };
}
