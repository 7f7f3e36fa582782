import { Check } from 'lucide-react';
import type { DeliveryKind } from '../../../shared/delivery';
import { progressSteps } from '../../lib/schemas';

/**
 * Spec §4's customer timeline: Confirmed, Processing, Shipped, Delivered (for a collection,
 * Ready to collect and Collected), green once reached. Drawn with borders rather than fills, so
 * it survives printing without background graphics.
 */
export function ProgressTimeline({ status, kind }: { status: string; kind: DeliveryKind }) {
  const steps = progressSteps(status, kind);
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.label}
          data-done={step.done}
          className="relative flex flex-col items-center gap-2 text-center"
        >
          {index > 0 && (
            // The line from the previous step, green when this step is reached too.
            <span
              aria-hidden
              className={`absolute top-4 right-1/2 w-full -translate-y-1/2 border-t-2 ${
                step.done ? 'border-emerald-500' : 'border-stone/20'
              }`}
            />
          )}
          <span
            aria-hidden
            className={`relative grid size-8 place-items-center rounded-full border-2 ${
              step.done
                ? 'border-emerald-500 bg-emerald-500 text-white print:text-emerald-700'
                : 'border-stone/20 bg-pearl text-stone'
            }`}
          >
            {step.done ? (
              <Check className="size-4" />
            ) : (
              <span className="text-xs">{index + 1}</span>
            )}
          </span>
          <span
            className={`text-xs sm:text-sm ${step.done ? 'font-medium text-emerald-800' : 'text-stone'}`}
          >
            {step.label}
            <span className="sr-only">{step.done ? ': reached' : ': not yet'}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
