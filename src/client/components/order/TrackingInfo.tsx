import { ExternalLink } from 'lucide-react';
import type { Order } from '../../lib/trpc';
import { trackingLink } from '../../../shared/tracking';
import { DetailRow } from './DetailRow';

/** The carrier's details once the shop has entered them, and a link to follow the parcel. */
export function TrackingInfo({ tracking }: { tracking: Order['tracking'] }) {
  if (!tracking) {
    return <p className="text-stone">Tracking details will appear once your order ships.</p>;
  }
  const href = trackingLink(tracking.carrier, tracking.trackingNumber, tracking.trackingUrl);
  return (
    <>
      <dl className="space-y-2">
        <DetailRow label="Carrier">{tracking.carrier || '—'}</DetailRow>
        <DetailRow label="Tracking number">
          <span className="break-all">{tracking.trackingNumber || '—'}</span>
        </DetailRow>
      </dl>
      {href && (
        <a
          href={href}
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
