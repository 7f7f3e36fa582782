import { ExternalLink } from 'lucide-react';
import type { Order } from '../../lib/trpc';
import { DetailRow } from './DetailRow';

/** The carrier's details once the shop has entered them. */
export function TrackingInfo({ tracking }: { tracking: Order['tracking'] }) {
  if (!tracking) {
    return <p className="text-stone">Tracking details will appear once your order ships.</p>;
  }
  return (
    <>
      <dl className="space-y-2">
        <DetailRow label="Carrier">{tracking.carrier || '—'}</DetailRow>
        <DetailRow label="Tracking number">
          <span className="break-all">{tracking.trackingNumber || '—'}</span>
        </DetailRow>
      </dl>
      {tracking.trackingUrl && (
        <a
          href={tracking.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-4 inline-flex items-center gap-1.5 font-medium text-gold-dark underline-offset-4 hover:underline"
        >
          Follow your parcel
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </>
  );
}
