import type { DeliveryMethodInput } from '../../shared/deliveryInput';
import { checkoutCountries } from '../../shared/orders';

/** Royal Mail's and couriers' usual Highlands and Islands postcodes. */
const highlandsAndIslands = [
  'AB31-38',
  'AB41-56',
  'FK17-21',
  'HS',
  'IV',
  'KA27-28',
  'KW',
  'PA20-49',
  'PA60-78',
  'PH4-26',
  'PH30-44',
  'PH49-50',
  'ZE',
];

/**
 * The demo shop's delivery (decision 048), as a UK jeweller sends: Tracked 48 for small pieces
 * (Royal Mail carries jewellery over £100 only insured), Special Delivery with cover bought to
 * the value, an insured courier beyond its £2,500, and collection from the shop.
 */
export const demoDeliveryMethods: DeliveryMethodInput[] = [
  {
    name: 'Tracked 48',
    service: 'Royal Mail Tracked 48',
    carrier: 'Royal Mail',
    kind: 'post',
    price: 3.95,
    freeOver: 50,
    cutOffTime: '13:00',
    transitDays: 2,
  },
  {
    name: 'Special Delivery',
    service: 'Royal Mail Special Delivery Guaranteed by 1pm',
    carrier: 'Royal Mail',
    kind: 'post',
    price: 7.95,
    freeOver: 250,
    coverTiers: [
      { cover: 750, extra: 0 },
      { cover: 1000, extra: 1.25 },
      { cover: 2500, extra: 3.75 },
    ],
    cutOffTime: '13:00',
    transitDays: 1,
  },
  {
    name: 'Insured courier',
    service: 'DHL Express, fully insured, signature on delivery',
    carrier: 'DHL',
    kind: 'courier',
    price: 29.95,
    maxOrder: 10_000,
    cutOffTime: '12:00',
    transitDays: 2,
    countries: [...checkoutCountries],
    surcharges: [
      { area: 'Highlands and Islands', postcodes: highlandsAndIslands, price: 15 },
      { area: 'Northern Ireland', postcodes: ['BT'], price: 10 },
    ],
  },
  {
    name: 'Collect in store',
    service: 'Collection from the shop, with photo ID',
    kind: 'collection',
    price: 0,
    cutOffTime: '15:00',
    dispatchDays: [0, 1, 2, 3, 4, 5],
    transitDays: 0,
    countries: [...checkoutCountries],
  },
];
