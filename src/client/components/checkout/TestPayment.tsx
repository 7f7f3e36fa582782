import { CreditCard, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { formatGBP } from '../../../shared/money';
import { ButtonSpinner } from '../ui/Spinner';
import type { Payment } from './usePayment';

/**
 * Test mode (no payment provider configured): approval is instant, so one click creates and
 * captures the payment. A declined payment can be tried on purpose.
 */
export function TestPayment({ total, payment }: { total: number; payment: Payment }) {
  const [running, setRunning] = useState<'pay' | 'decline' | null>(null);

  async function run(kind: 'pay' | 'decline') {
    setRunning(kind);
    try {
      const providerOrderId = await payment.createProviderOrder();
      await payment.captureProviderOrder(providerOrderId, kind === 'decline');
    } catch {
      // createProviderOrder has shown its message.
    } finally {
      setRunning(null);
    }
  }

  const busy = running !== null || payment.busy;
  return (
    <div className="rounded-lg border border-dashed border-gold bg-pearl/60 p-5">
      <p className="flex items-start gap-2 font-medium text-gold-dark">
        <FlaskConical className="mt-1 size-4 shrink-0" aria-hidden />
        Test mode: no real payment is taken
      </p>
      <p className="mt-1 text-sm text-stone">
        The shop is not connected to a payment provider, so this button approves the payment at
        once.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-gold"
          disabled={busy}
          aria-busy={running === 'pay'}
          onClick={() => void run('pay')}
        >
          {running === 'pay' ? <ButtonSpinner /> : <CreditCard className="size-4" aria-hidden />}
          Pay {formatGBP(total)} now (test)
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          aria-busy={running === 'decline'}
          onClick={() => void run('decline')}
        >
          {running === 'decline' && <ButtonSpinner />}
          Simulate a declined payment
        </button>
      </div>
    </div>
  );
}
