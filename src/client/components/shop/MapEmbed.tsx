import { Map as MapIcon, MapPin, Navigation } from 'lucide-react';
import { useRef, useState } from 'react';
import { directionsUrl } from '../../lib/links';
import { useMapServiceReachable } from './useMapServiceReachable';

const frameBox = 'h-72 w-full rounded-lg sm:h-96';

/**
 * The shop's address and directions, and the maps service's frame only once the shopper asks for
 * it (decision 057): until the click nothing is fetched from the service, so it learns nothing of
 * the visit. Then the service is asked whether it answers; when it does not (offline, blocked)
 * the address stays with a note. Every state fills the same box, so nothing on the page moves.
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
  const [asked, setAsked] = useState(false);
  const reachable = useMapServiceReachable(asked);
  const box = useRef<HTMLDivElement>(null);
  const showMap = () => {
    setAsked(true);
    // The button goes away: focus stays in the box, where the map or its news arrives.
    box.current?.focus();
  };
  return (
    <div ref={box} tabIndex={-1} className={`${frameBox} outline-none`}>
      {reachable ? (
        <iframe
          title={title}
          src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
          referrerPolicy="no-referrer-when-downgrade"
          className="size-full rounded-lg border-0 bg-pearl"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 rounded-lg bg-pearl p-6 text-center ring-1 ring-ink/5">
          <MapPin className="size-8 text-gold-dark" aria-hidden />
          <p className="max-w-md font-display text-xl">{address}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {!asked && (
              <button type="button" className="btn-primary" onClick={showMap}>
                <MapIcon className="size-4" aria-hidden /> Show map — loads Google Maps
              </button>
            )}
            <a
              href={directionsUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-outline"
            >
              <Navigation className="size-4" aria-hidden /> Open directions in Google Maps
            </a>
          </div>
          <p className="min-h-5 text-sm text-stone" role="status">
            {!asked
              ? 'The map comes from Google, which sees your visit once you show it.'
              : reachable === false
                ? 'The map could not be loaded.'
                : 'Loading the map…'}
          </p>
        </div>
      )}
    </div>
  );
}
