import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { Spinner } from '../components/ui/Spinner';
import { MapEmbed } from '../components/shop/MapEmbed';
import { StoreHoursList } from '../components/shop/StoreHoursList';
import { directionsUrl } from '../lib/links';
import { useTRPC } from '../lib/trpc';
import { STORE_INFO_ERROR } from './AboutPage';
import { PageTitle } from '../components/layout/PageTitle';

/** Where the shop is and when it is open: address, a map of the address, hours by day. */
export function StoreInfoPage() {
  const trpc = useTRPC();
  const info = useQuery(trpc.shop.info.queryOptions());
  return (
    <section className="container-page py-12">
      <PageTitle page="Store Information" />
      <h1 className="mb-8 text-4xl sm:text-5xl">Store Information</h1>
      {info.isPending && <Spinner label="Loading store information…" />}
      {info.isError && <ErrorBanner message={STORE_INFO_ERROR} />}
      {info.data && (
        <div className="grid gap-8 lg:grid-cols-5">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
              <h2 className="mb-3 text-2xl">{info.data.shopName}</h2>
              <p className="flex gap-3 text-sm">
                <MapPin className="size-5 shrink-0 text-gold" /> {info.data.formattedAddress}
              </p>
              <a
                href={directionsUrl(info.data.formattedAddress)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-block text-sm font-medium text-gold-dark hover:underline"
              >
                Get Directions
              </a>
            </div>
            <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
              <StoreHoursList hours={info.data.storeHours} specialHours={info.data.specialHours} />
            </div>
          </div>
          <div className="lg:col-span-3">
            <MapEmbed
              query={info.data.formattedAddress}
              address={info.data.formattedAddress}
              title={`Map showing ${info.data.shopName}`}
            />
          </div>
        </div>
      )}
    </section>
  );
}
