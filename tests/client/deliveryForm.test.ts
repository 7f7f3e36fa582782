import { describe, expect, it } from 'vitest';
import {
  deliveryFormFrom,
  emptyDeliveryForm,
  postcodeList,
  toDeliveryInput,
  type DeliveryFormValues,
  type DeliveryMethod,
} from '../../src/client/components/admin/delivery/deliveryForm';

/** Admin → Delivery's form (decision 048): pounds as typed, empty fields as none, rows of text. */
const specialDelivery = {
  _id: 'd'.repeat(24),
  name: 'Special Delivery',
  service: 'Royal Mail Special Delivery Guaranteed by 1pm',
  carrier: 'Royal Mail',
  kind: 'post',
  price: 7.95,
  freeOver: 250,
  minOrder: null,
  maxOrder: null,
  coverTiers: [
    { cover: 750, extra: 0 },
    { cover: 1000, extra: 1.25 },
  ],
  cutOffTime: '13:00',
  dispatchDays: [0, 1, 2, 3, 4],
  transitDays: 1,
  countries: ['United Kingdom'],
  surcharges: [{ area: 'Northern Ireland', postcodes: ['BT'], price: 10 }],
  isActive: true,
  position: 1,
} satisfies DeliveryMethod;

const sent = (values: DeliveryFormValues) => {
  const checked = toDeliveryInput(values);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.data;
};
const errorsOf = (values: DeliveryFormValues) => {
  const checked = toDeliveryInput(values);
  if (checked.ok) throw new Error('accepted');
  return checked.errors;
};

describe('the delivery method form', () => {
  it('shows a saved method with its amounts in pounds, empty where there is no limit, and sends it back unchanged', () => {
    const form = deliveryFormFrom(specialDelivery);
    expect(form).toMatchObject({
      price: '7.95',
      freeOver: '250.00',
      minOrder: '',
      maxOrder: '',
      coverTiers: [
        { cover: '750.00', extra: '0.00' },
        { cover: '1000.00', extra: '1.25' },
      ],
      transitDays: '1',
      surcharges: [{ area: 'Northern Ireland', postcodes: 'BT', price: '10.00' }],
    });
    const { _id, position: _position, ...input } = specialDelivery;
    expect(sent(form)).toEqual(input);
  });

  it('reads empty amounts as none, postcodes typed with commas and spaces as a list', () => {
    const input = sent({
      ...emptyDeliveryForm(),
      name: 'Insured courier',
      kind: 'courier',
      price: ' 29.95 ',
      maxOrder: '10000',
      surcharges: [{ area: 'Highlands', postcodes: 'hs, IV  kw1-14,PA20-49', price: '15' }],
    });
    expect(input).toMatchObject({
      price: 29.95,
      freeOver: null,
      minOrder: null,
      maxOrder: 10_000,
      surcharges: [{ area: 'Highlands', postcodes: ['HS', 'IV', 'KW1-14', 'PA20-49'], price: 15 }],
    });
    expect(postcodeList(' , ')).toEqual([]);
  });

  it('sends what the kind uses: no cover levels but for post, no transit days or surcharges for collection', () => {
    const typed: DeliveryFormValues = {
      ...deliveryFormFrom(specialDelivery),
      transitDays: '3',
    };
    expect(sent({ ...typed, kind: 'courier', maxOrder: '2500' }).coverTiers).toEqual([]);
    const collection = sent({ ...typed, kind: 'collection', countries: [] });
    expect(collection).toMatchObject({ transitDays: 0, surcharges: [], coverTiers: [] });
  });

  it('puts each message by the field it is about, rows by their own field', () => {
    expect(errorsOf({ ...emptyDeliveryForm(), name: 'Tracked', price: '' })).toEqual({
      price: 'Price is required (0 for free)',
    });
    const errors = errorsOf({
      ...emptyDeliveryForm(),
      name: '',
      price: '-1',
      freeOver: 'lots',
      cutOffTime: '25:00',
      dispatchDays: [],
      coverTiers: [{ cover: '', extra: '' }],
      surcharges: [{ area: 'Islands', postcodes: 'HS 12AB', price: '5' }],
    });
    expect(errors).toEqual({
      name: 'Name is required',
      price: 'Price cannot be negative',
      freeOver: 'Free over must be a number',
      cutOffTime: 'Cut-off time must be a time such as 13:00',
      dispatchDays: 'Choose at least one dispatch day',
      'coverTiers.0.cover': 'Cover must be a number',
      'surcharges.0.postcodes': 'Postcodes are areas such as BT, IV or PA20-49',
    });
  });

  it('tells the rules across fields where to look: no country, a courier without a maximum, cover levels out of order', () => {
    expect(errorsOf({ ...emptyDeliveryForm(), name: 'Post', price: '3', countries: [] })).toEqual({
      countries: 'Choose at least one country',
    });
    expect(errorsOf({ ...emptyDeliveryForm(), name: 'DHL', kind: 'courier', price: '20' })).toEqual(
      { maxOrder: 'A courier carries up to its cover: set the maximum order value' },
    );
    const form = deliveryFormFrom(specialDelivery);
    expect(errorsOf({ ...form, coverTiers: [...form.coverTiers].reverse() })).toEqual({
      coverTiers: 'List cover levels from lowest to highest',
    });
  });
});
