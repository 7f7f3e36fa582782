import type { StoreHoursEntry } from '../../../../shared/shop';
import type { FieldErrors } from '../../../lib/schemas';
import { vatByDestinationChoices, vatByDestinationLabels } from '../../../../shared/destinations';
import { SelectField } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import { CheckboxField } from '../products/CheckboxField';
import { TextAreaField } from '../products/TextAreaField';
import type { ShopInfoFormValues, ShopTextField } from './shopInfoForm';

interface FieldsProps {
  values: ShopInfoFormValues;
  errors: FieldErrors;
  onChange: (field: ShopTextField, value: string) => void;
}

const vatByDestinationOptions = vatByDestinationChoices.map((value) => ({
  value,
  label: vatByDestinationLabels[value],
}));

/** A text field bound to one of the form's values by name. */
function useBind({ values, errors, onChange }: FieldsProps) {
  return (field: ShopTextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
}

export function GeneralInfoFields(props: FieldsProps) {
  const bind = useBind(props);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Shop name" required maxLength={100} {...bind('shopName')} />
        <TextField label="Tagline" maxLength={200} {...bind('tagline')} />
      </div>
      <TextAreaField label="Description" maxLength={2000} {...bind('description')} />
      <fieldset className="space-y-5">
        <legend className="mb-3 font-display text-xl">Address</legend>
        <TextField
          label="Street"
          autoComplete="street-address"
          maxLength={200}
          {...bind('street')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="City" autoComplete="address-level2" maxLength={100} {...bind('city')} />
          <TextField
            label="State / County"
            autoComplete="address-level1"
            maxLength={100}
            {...bind('state')}
          />
          <TextField
            label="Postcode"
            autoComplete="postal-code"
            maxLength={20}
            {...bind('zipCode')}
          />
          <TextField
            label="Country"
            autoComplete="country-name"
            maxLength={100}
            {...bind('country')}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-3 font-display text-xl">Contact</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            {...bind('phone')}
          />
          <TextField
            label="Contact email"
            type="email"
            autoComplete="email"
            required
            {...bind('email')}
          />
        </div>
        <div>
          <TextField
            label="Location"
            maxLength={500}
            aria-describedby="shop-location-hint"
            placeholder="e.g. 12 Hatton Garden, London EC1N 8AN"
            {...bind('location')}
          />
          <p id="shop-location-hint" className="mt-1.5 text-xs text-stone">
            What the map on the About page searches for. Leave empty to show no map.
          </p>
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-3 font-display text-xl">VAT and returns</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <div>
            <TextField
              label="VAT number"
              placeholder="GB123456789"
              maxLength={30}
              autoCapitalize="characters"
              aria-describedby="shop-vat-hint"
              {...bind('vatNumber')}
            />
            <p id="shop-vat-hint" className="mt-1.5 text-xs text-stone">
              When set, receipts, confirmations and order mails show the VAT included. Leave empty
              if the shop is not VAT-registered.
            </p>
          </div>
          <TextField label="VAT rate (%)" inputMode="decimal" maxLength={6} {...bind('vatRate')} />
          <div>
            <SelectField
              label="Where you sell"
              options={vatByDestinationOptions}
              aria-describedby="shop-destinations-hint"
              {...bind('vatByDestination')}
            />
            <p id="shop-destinations-hint" className="mt-1.5 text-xs text-stone">
              Zero-rating exports: orders sent outside the UK pay prices without UK VAT, and their
              receipts say so. UK only: checkout offers only the United Kingdom.
            </p>
          </div>
          <div>
            <TextField
              label="Return window in days"
              inputMode="numeric"
              maxLength={3}
              aria-describedby="shop-returns-hint"
              {...bind('returnWindowDays')}
            />
            <p id="shop-returns-hint" className="mt-1.5 text-xs text-stone">
              Days after delivery in which a customer can ask to return items (the law gives at
              least 14).
            </p>
          </div>
          <div>
            <TextField
              label="Gift wrap price (£)"
              inputMode="decimal"
              maxLength={7}
              aria-describedby="shop-gift-wrap-hint"
              {...bind('giftWrapPrice')}
            />
            <p id="shop-gift-wrap-hint" className="mt-1.5 text-xs text-stone">
              Added, VAT included, when a shopper ticks “This is a gift” at checkout; 0 wraps for
              free.
            </p>
          </div>
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-3 font-display text-xl">Stock alerts</legend>
        <div className="sm:max-w-xs">
          <TextField
            label="Low-stock alert at"
            inputMode="numeric"
            maxLength={5}
            aria-describedby="shop-low-stock-hint"
            {...bind('lowStockThreshold')}
          />
        </div>
        <p id="shop-low-stock-hint" className="-mt-3 text-xs text-stone">
          Each morning the contact email is sent the products with this many or fewer left (a
          product can set its own number).
        </p>
      </fieldset>
    </div>
  );
}

export function SocialMediaFields(props: FieldsProps) {
  const bind = useBind(props);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {(['facebook', 'twitter', 'instagram', 'pinterest'] as const).map((network) => (
        <TextField
          key={network}
          label={network[0]!.toUpperCase() + network.slice(1)}
          type="url"
          placeholder={`https://www.${network}.com/…`}
          maxLength={500}
          {...bind(network)}
        />
      ))}
    </div>
  );
}

const timeFields = [
  {
    key: 'openTime',
    label: 'Opening',
    placeholder: '9:00 AM',
    className: 'col-start-1 row-start-2 sm:col-start-2 sm:row-start-1',
  },
  {
    key: 'closeTime',
    label: 'Closing',
    placeholder: '6:00 PM',
    className: 'col-start-2 row-start-2 sm:col-start-3 sm:row-start-1',
  },
] as const;

/** Seven days: open and close times as free text, hidden while the day is marked Closed. */
export function StoreHoursFields({
  hours,
  onChange,
}: {
  hours: StoreHoursEntry[];
  onChange: (day: string, change: Partial<StoreHoursEntry>) => void;
}) {
  return (
    <ul className="divide-y divide-ink/10">
      {hours.map((entry) => (
        // The group inside the item: a list item may not be a group itself.
        <li key={entry.day} className="py-4">
          <div
            role="group"
            aria-label={entry.day}
            className="grid grid-cols-2 items-center gap-x-4 gap-y-3 sm:grid-cols-[8rem_1fr_1fr_auto]"
          >
            <p className="col-start-1 row-start-1 font-medium">{entry.day}</p>
            {!entry.isClosed &&
              timeFields.map(({ key, label, placeholder, className }) => (
                <TextField
                  key={key}
                  label={`${label} time`}
                  name={`${entry.day}-${key}`}
                  aria-label={`${entry.day} ${label.toLowerCase()} time`}
                  placeholder={placeholder}
                  maxLength={20}
                  className={className}
                  value={entry[key]}
                  onChange={(event) => onChange(entry.day, { [key]: event.target.value })}
                />
              ))}
            {entry.isClosed && (
              <p className="hidden text-sm text-stone sm:col-span-2 sm:col-start-2 sm:row-start-1 sm:block">
                Closed all day
              </p>
            )}
            <CheckboxField
              label="Closed"
              aria-label={`${entry.day} closed`}
              className="col-start-2 row-start-1 justify-self-end sm:col-start-4"
              checked={entry.isClosed}
              onChange={(event) => onChange(entry.day, { isClosed: event.target.checked })}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
