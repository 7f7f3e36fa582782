import { useState, type FormEvent } from 'react';
import { rejectionMessageOr } from '../../lib/errorMessage';
import type { FieldErrors } from '../../lib/schemas';
import { TextField } from '../form/TextField';

type Checked<Input> = { ok: true; data: Input } | { ok: false; errors: FieldErrors };

/** The keys of the form's values that hold text, which `text` draws as text fields. */
type TextKey<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values];

/** The field the owner should fix first takes the focus (a row's field, or a group's first box). */
function focusFirst(form: HTMLFormElement, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (!first) return;
  form
    .querySelector<HTMLElement>(`[name="${CSS.escape(first)}"], [name^="${CSS.escape(first)}."]`)
    ?.focus();
}

/**
 * An admin form's state (Admin → Delivery, Admin → Promotions): its values, a message under each
 * field the owner's change clears, checking before anything is sent with the focus on the first
 * mistake, and one message for a save the server refused, where nothing typed is lost.
 */
export function useAdminForm<Values, Input>({
  initial,
  check,
  save,
  failure: failureMessage,
}: {
  initial: () => Values;
  check: (values: Values) => Checked<Input>;
  /** Sends the checked input; a rejection is the owner's message. */
  save: (input: Input) => Promise<unknown>;
  failure: string;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * Changes a field and clears the message it answers for: its own by default, `clears` (and its
   * rows', `clears.0.price`) when another field shows it, every message when `clears` is ''.
   */
  const set = <K extends keyof Values>(field: K, value: Values[K], clears = String(field)) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([key]) => clears !== '' && key !== clears && !key.startsWith(`${clears}.`),
        ),
      ),
    );
  };

  const text = (
    field: TextKey<Values>,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]>,
  ) => (
    <TextField
      label={label}
      name={String(field)}
      autoComplete="off"
      value={values[field] as string}
      error={errors[String(field)]}
      onChange={(event) => set(field, event.target.value as Values[typeof field])}
      {...extra}
    />
  );

  /** Checks, then saves: the input saved, or null (the form shows why). */
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(form, checked.errors);
      return null;
    }
    setErrors({});
    try {
      await save(checked.data);
    } catch (err) {
      setFailure(rejectionMessageOr(err, failureMessage));
      return null;
    }
    return checked.data;
  };

  return { values, errors, failure, set, text, submit };
}
