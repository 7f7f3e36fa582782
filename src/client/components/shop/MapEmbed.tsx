import { MapPin, Navigation } from 'lucide-react';
import { directionsUrl } from '../../lib/links';
import { useOnline } from './useOnline';

const frameBox = 'h-72 w-full rounded-lg sm:h-96';

/**
 * The maps service's embeddable frame for an address (allowed by the Content-Security-Policy).
 * Offline the frame cannot load, so the address and a directions link stand in for it.
 */
export function MapEmbed({ query, title }: { query: string; title: string }) {
  const online = useOnline();
  if (!online) {
    return (
      <div
        className={`${frameBox} flex flex-col items-center justify-center gap-3 bg-pearl p-6 text-center ring-1 ring-ink/5`}
      >
        <MapPin className="size-8 text-gold-dark" aria-hidden />
        <p className="text-sm text-stone">The map cannot load without a connection.</p>
        <p className="font-display text-xl">{query}</p>
        <a
          href={directionsUrl(query)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-outline"
        >
          <Navigation className="size-4" aria-hidden /> Open directions in Google Maps
        </a>
      </div>
    );
  }
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
