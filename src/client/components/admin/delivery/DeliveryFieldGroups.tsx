import { Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { FieldErrors } from '../../../lib/schemas';
import { FieldError } from '../../form/TextField';
import { TextField } from '../../form/TextField';
import type { CoverRow, SurchargeRow } from './deliveryForm';

/** A titled group of fields with the group's own message (a rule across its rows) under it. */
export function Group({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={described || undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Checkboxes for a set of choices (the dispatch days, the countries). */
export function CheckboxGroup<Value extends string | number>({
  legend,
  name,
  choices,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly { value: Value; label: string }[];
  chosen: readonly Value[];
  error?: string;
  onChange: (chosen: Value[]) => void;
}) {
  return (
    <Group legend={legend} error={error}>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map(({ value, label }) => (
          <label key={value} className="flex min-h-6 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={value}
              className="size-4 accent-gold"
              checked={chosen.includes(value)}
              onChange={(event) =>
                onChange(
                  choices
                    .map((c) => c.value)
                    .filter((v) => (v === value ? event.target.checked : chosen.includes(v))),
                )
              }
            />
            {label}
          </label>
        ))}
      </div>
    </Group>
  );
}

interface RowField<Row> {
  key: keyof Row & string;
  label: string;
  placeholder?: string;
  decimal?: boolean;
}

/** Rows of a few fields each, added and removed by the owner (cover levels, surcharge areas). */
function Rows<Row extends object>({
  legend,
  hint,
  name,
  rowLabel,
  fields,
  rows,
  blank,
  max,
  errors,
  onChange,
}: {
  legend: string;
  hint: string;
  name: string;
  rowLabel: string;
  fields: RowField<Row>[];
  rows: Row[];
  blank: Row;
  max: number;
  errors: FieldErrors;
  onChange: (rows: Row[]) => void;
}) {
  const change = (index: number, key: keyof Row, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <Group legend={legend} hint={hint} error={errors[name]}>
      {rows.map((row, index) => (
        <div
          key={index}
          role="group"
          aria-label={`${rowLabel} ${index + 1}`}
          className="flex flex-wrap items-start gap-3 rounded-md border border-ink/10 p-3"
        >
          {fields.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              name={`${name}.${index}.${f.key}`}
              className="min-w-[8rem] flex-1"
              autoComplete="off"
              inputMode={f.decimal ? 'decimal' : undefined}
              placeholder={f.placeholder}
              value={String(row[f.key])}
              error={errors[`${name}.${index}.${f.key}`]}
              onChange={(event) => change(index, f.key, event.target.value)}
            />
          ))}
          <button
            type="button"
            className="btn-outline px-3 py-2 sm:mt-7"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <Trash2 className="size-4" aria-hidden />
            Remove {rowLabel.toLowerCase()} {index + 1}
          </button>
        </div>
      ))}
      {rows.length < max && (
        <button
          type="button"
          className="btn-outline px-3 py-2"
          onClick={() => onChange([...rows, blank])}
        >
          <Plus className="size-4" aria-hidden />
          Add {rowLabel.toLowerCase()}
        </button>
      )}
    </Group>
  );
}

const coverFields: RowField<CoverRow>[] = [
  { key: 'cover', label: 'Cover (£)', placeholder: '750.00', decimal: true },
  { key: 'extra', label: 'Extra (£)', placeholder: '0.00', decimal: true },
];

export function CoverTierRows(props: {
  rows: CoverRow[];
  errors: FieldErrors;
  onChange: (rows: CoverRow[]) => void;
}) {
  return (
    <Rows
      {...props}
      legend="Cover levels"
      hint="The compensation this service sells, lowest first, and what each adds to the price. The shop buys the lowest level that covers the order. None: the service is uninsured and carries orders up to £100 only."
      name="coverTiers"
      rowLabel="Cover level"
      fields={coverFields}
      blank={{ cover: '', extra: '' }}
      max={6}
    />
  );
}

const surchargeFields: RowField<SurchargeRow>[] = [
  { key: 'area', label: 'Area name', placeholder: 'Highlands and Islands' },
  { key: 'postcodes', label: 'Postcodes', placeholder: 'HS, IV, KW, PA20-49' },
  { key: 'price', label: 'Surcharge (£)', placeholder: '0.00', decimal: true },
];

export function SurchargeRows(props: {
  rows: SurchargeRow[];
  errors: FieldErrors;
  onChange: (rows: SurchargeRow[]) => void;
}) {
  return (
    <Rows
      {...props}
      legend="Surcharge areas"
      hint="Postcode areas (BT), districts (KW1) or ranges (PA20-49), separated by commas or spaces. An address in the first matching area pays its surcharge on top."
      name="surcharges"
      rowLabel="Surcharge area"
      fields={surchargeFields}
      blank={{ area: '', postcodes: '', price: '' }}
      max={10}
    />
  );
}
