import { MapPin, Navigation } from 'lucide-react';
import { useRef } from 'react';
import { directionsUrl } from '../../lib/links';
import { useMapServiceReachable } from './useMapServiceReachable';

const frameBox = 'h-72 w-full rounded-lg sm:h-96';

/**
 * The maps service's embeddable frame (allowed by the Content-Security-Policy). Until the service
 * is known to answer, and for good when it does not (offline, blocked), the shop's address and a
 * directions link fill the same box, so there is never a blank frame and nothing moves.
 */
export function MapEmbed({
  query,
  address,
  title,
}: {
  /** What the map looks up: the shop's location, or its address. */
  query: string;
  address: string;
  title: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const reachable = useMapServiceReachable(box);
  if (reachable) {
    return (
      <iframe
        title={title}
        src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={`${frameBox} border-0 bg-pearl`}
      />
    );
  }
  return (
    <div
      ref={box}
      className={`${frameBox} flex flex-col items-center justify-center gap-3 bg-pearl p-6 text-center ring-1 ring-ink/5`}
    >
      <MapPin className="size-8 text-gold-dark" aria-hidden />
      {reachable === false && <p className="text-sm text-stone">The map could not be loaded.</p>}
      <p className="max-w-md font-display text-xl">{address}</p>
      <a
        href={directionsUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline"
      >
        <Navigation className="size-4" aria-hidden /> Open directions in Google Maps
      </a>
    </div>
  );
}
