/** The maps service's embeddable frame for an address (allowed by the Content-Security-Policy). */
export function MapEmbed({ query, title }: { query: string; title: string }) {
  return (
    <iframe
      title={title}
      src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="h-72 w-full rounded-lg border-0 bg-pearl sm:h-96"
    />
  );
}
