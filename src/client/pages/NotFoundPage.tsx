import { Gem } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../components/layout/PageTitle';

/** Any unknown address: a gentle 404 with the two most useful ways on. */
export function NotFoundPage() {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <PageTitle page="Page not found" />
      <span className="grid size-16 place-items-center rounded-full bg-pearl text-gold">
        <Gem className="size-7" aria-hidden strokeWidth={1.5} />
      </span>
      <p className="mt-6 text-xs tracking-[0.3em] text-gold-dark uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">This page has slipped away</h1>
      <p className="mt-4 max-w-md text-stone">
        Like a lost earring, the page you were looking for is nowhere to be found. It may have
        moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Back to home
        </Link>
        <Link to="/products" className="btn-outline">
          Browse jewellery
        </Link>
      </div>
    </div>
  );
}
