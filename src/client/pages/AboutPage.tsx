import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { Spinner } from '../components/ui/Spinner';
import { MapEmbed } from '../components/shop/MapEmbed';
import { SocialLinks } from '../components/shop/SocialLinks';
import { StoreHoursList } from '../components/shop/StoreHoursList';
import { directionsUrl, telHref } from '../lib/links';
import { useTRPC, type ShopInfo } from '../lib/trpc';
import { PageTitle } from '../components/layout/PageTitle';

export const STORE_INFO_ERROR = 'Failed to load store information. Please try again later.';

export function AboutPage() {
  const trpc = useTRPC();
  const info = useQuery(trpc.shop.info.queryOptions());
  if (info.isPending) return <Spinner label="Loading store information…" />;
  if (info.isError) {
    return (
      <section className="container-page py-12">
        <h1 className="mb-6 text-4xl">About Us</h1>
        <ErrorBanner message={STORE_INFO_ERROR} />
      </section>
    );
  }
  const shop = info.data;
  return (
    <>
      <PageTitle page="About Us" />
      <section className="bg-ink text-ivory">
        <div className="container-page py-16 text-center sm:py-24">
          <p className="mb-3 text-xs tracking-[0.3em] text-gold-light uppercase">About Us</p>
          <h1 className="text-4xl sm:text-6xl">{shop.shopName}</h1>
          {shop.tagline && (
            <p className="mt-3 font-display text-xl text-gold-light italic">{shop.tagline}</p>
          )}
          <p className="mx-auto mt-6 max-w-2xl leading-relaxed text-ivory/80">{shop.description}</p>
        </div>
      </section>

      <div className="container-page grid gap-8 py-12 lg:grid-cols-3">
        <ContactCard shop={shop} />
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-ink/5 lg:col-span-2">
          <StoreHoursList hours={shop.storeHours} specialHours={shop.specialHours} />
        </div>
      </div>

      {shop.location && (
        <section className="container-page pb-12" aria-label="Map">
          <MapEmbed
            query={shop.location}
            address={shop.formattedAddress}
            title={`Map showing ${shop.shopName}`}
          />
        </section>
      )}

      <OurStory />

      <section className="container-page py-16 text-center">
        <h2 className="text-3xl sm:text-4xl">Visit Our Store Today</h2>
        <p className="mx-auto mt-3 max-w-xl text-stone">
          Try pieces on, talk to our goldsmiths about a commission, or have a favourite ring resized
          while you wait.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {shop.contactNumber && (
            <a href={telHref(shop.contactNumber)} className="btn-primary">
              <Phone className="size-4" /> Call Us
            </a>
          )}
          {shop.email && (
            <a href={`mailto:${shop.email}`} className="btn-outline">
              <Mail className="size-4" /> Email Us
            </a>
          )}
        </div>
      </section>
    </>
  );
}

function ContactCard({ shop }: { shop: ShopInfo }) {
  return (
    <address className="flex flex-col gap-4 rounded-xl bg-white p-6 text-sm not-italic shadow-sm ring-1 ring-ink/5">
      <h2 className="text-2xl">Find Us</h2>
      <p className="flex gap-3">
        <MapPin className="size-5 shrink-0 text-gold" />
        <span>{shop.formattedAddress}</span>
      </p>
      <a
        href={directionsUrl(shop.formattedAddress)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-2 font-medium text-gold-dark hover:underline"
      >
        <Navigation className="size-4" /> Get Directions
      </a>
      {shop.contactNumber && (
        <a href={telHref(shop.contactNumber)} className="flex gap-3 hover:text-gold-dark">
          <Phone className="size-5 shrink-0 text-gold" /> {shop.contactNumber}
        </a>
      )}
      {shop.email && (
        <a href={`mailto:${shop.email}`} className="flex gap-3 break-all hover:text-gold-dark">
          <Mail className="size-5 shrink-0 text-gold" /> {shop.email}
        </a>
      )}
      <SocialLinks
        socialMedia={shop.socialMedia}
        networks={['facebook', 'twitter', 'instagram', 'linkedin']}
      />
    </address>
  );
}

function OurStory() {
  return (
    <section className="bg-pearl">
      <div className="container-page grid gap-8 py-16 md:grid-cols-2 md:items-center">
        <div>
          <p className="mb-2 flex items-center gap-2 text-xs tracking-[0.3em] text-gold-dark uppercase">
            <Clock className="size-4" /> Since 1987
          </p>
          <h2 className="text-4xl">Our Story</h2>
        </div>
        <div className="space-y-4 leading-relaxed text-stone">
          <p>
            We began as a small workshop above the street, setting stones for the trade. Three
            decades on, the same bench still turns out engagement rings, wedding bands and heirloom
            repairs, now alongside a collection designed in-house.
          </p>
          <p>
            Every piece is hallmarked at the London Assay Office, our diamonds are conflict-free and
            responsibly sourced, and our gold is recycled wherever we can. We would rather make one
            ring properly than a hundred quickly.
          </p>
        </div>
      </div>
    </section>
  );
}
