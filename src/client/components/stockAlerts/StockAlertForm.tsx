import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { variantName, type ProductVariant } from '../../../shared/variants';
import { serverMessageOr } from '../../lib/errorMessage';
import { useTRPC, type Product } from '../../lib/trpc';
import { useSession } from '../../state/session';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { ErrorBanner } from '../ui/ErrorBanner';
import { ButtonSpinner } from '../ui/Spinner';

/**
 * The back-in-stock request (decision 060): which sold-out option (a product kept per option),
 * and the address to write to once, a signed-in shopper's own. Nothing else is done with it.
 */
export function StockAlertForm({
  product,
  soldOutOptions,
}: {
  product: Product;
  soldOutOptions: ProductVariant[];
}) {
  const trpc = useTRPC();
  const signedIn = useSession()?.user ?? null;
  const ask = useMutation(trpc.stockAlerts.ask.mutationOptions());
  const [email, setEmail] = useState('');
  const [option, setOption] = useState(0);
  const chosen = soldOutOptions[option];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({
      product: product._id,
      ...(chosen ? { variation: chosen.choice } : {}),
      ...(signedIn ? {} : { email }),
    });
  };

  if (ask.isSuccess) {
    return (
      <p role="status" className="text-sm text-emerald-800" data-testid="stock-alert-done">
        Thank you: we&apos;ll email {ask.data.email} once when{' '}
        {chosen ? `${product.name} in ${variantName(chosen.choice)}` : product.name} is back. A mail
        with a link to stop the alert is on its way.
      </p>
    );
  }
  return (
    <form className="space-y-3" onSubmit={onSubmit} aria-label="Back-in-stock alert">
      {soldOutOptions.length > 0 && (
        <SelectField
          label="Option"
          name="stock-alert-option"
          value={String(option)}
          onChange={(event) => setOption(Number(event.target.value))}
          options={soldOutOptions.map((v, i) => ({
            value: String(i),
            label: variantName(v.choice),
          }))}
        />
      )}
      {signedIn ? (
        <p className="text-sm text-stone">We&apos;ll write to {signedIn.email}.</p>
      ) : (
        <TextField
          label="Your email"
          name="stock-alert-email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <p className="text-xs text-stone">
        One mail when it&apos;s back, then we forget your request. We use your address for nothing
        else.
      </p>
      {ask.error && (
        <ErrorBanner
          message={serverMessageOr(ask.error, 'Could not save your alert. Please try again.')}
        />
      )}
      <button type="submit" className="btn-primary min-h-11" disabled={ask.isPending}>
        {ask.isPending && <ButtonSpinner />}
        Notify me
      </button>
    </form>
  );
}
