import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateGB } from '../../shared/londonTime';
import { policyPaths, type PolicyName } from '../../shared/legalPages';
import { policyTitles } from '../../shared/policies';
import { PageTitle } from '../components/layout/PageTitle';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { Spinner } from '../components/ui/Spinner';
import { useTRPC, type RouterOutputs } from '../lib/trpc';

type Policy = RouterOutputs['policies']['page'];

/** The version in the address ('/terms/version/3'), or undefined for the current one. */
function versionInPath(text: string | undefined) {
  return text && /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * A policy's page (decision 058): the owner's text as the server rendered it, the current version
 * or an earlier one an order was placed under, which says so and links to the current one.
 */
export function PolicyPage({ name }: { name: PolicyName }) {
  const trpc = useTRPC();
  const params = useParams();
  const version = versionInPath(params.version);
  const asked = params.version !== undefined;
  const query = useQuery(
    trpc.policies.page.queryOptions(
      { name, version },
      { enabled: !asked || version !== undefined },
    ),
  );
  const title = policyTitles[name];
  return (
    <article className="container-page max-w-3xl py-12 lg:py-16">
      <PageTitle page={asked ? `${title}, version ${params.version}` : title} />
      <p className="text-xs tracking-[0.3em] text-gold-dark uppercase">Information</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">{title}</h1>
      {asked && version === undefined ? (
        <div className="mt-8">
          <ErrorBanner message="There is no such version of this page." />
        </div>
      ) : query.isPending ? (
        <Spinner label={`Loading the ${title}…`} className="min-h-[30vh]" />
      ) : query.isError ? (
        <div className="mt-8">
          <ErrorBanner
            message={
              query.error.data?.code === 'NOT_FOUND'
                ? 'There is no such version of this page.'
                : `The ${title} could not be loaded.`
            }
            onRetry={
              query.error.data?.code === 'NOT_FOUND' ? undefined : () => void query.refetch()
            }
          />
        </div>
      ) : (
        <PolicyText policy={query.data} />
      )}
      <p className="mt-12 rounded-lg bg-pearl p-6 text-sm text-stone">
        Questions about anything here? Visit our{' '}
        <Link to="/store" className="font-medium text-gold-dark underline underline-offset-4">
          store information page
        </Link>{' '}
        for our address, telephone number and opening hours.
      </p>
    </article>
  );
}

/** The styles of the server's HTML, by element: it carries no classes of its own. */
const textStyles =
  'mt-8 leading-relaxed text-stone [&_a]:font-medium [&_a]:text-gold-dark [&_a]:underline [&_a]:underline-offset-4 [&_h1]:mt-10 [&_h1]:text-3xl [&_h1]:text-ink [&_h2]:mt-10 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:scroll-mt-28 [&_h3]:text-xl [&_h3]:text-ink [&_li]:mt-2 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

function PolicyText({ policy }: { policy: Policy }) {
  const navigate = useNavigate();
  const sections = policy.headings.filter((heading) => heading.level === 2);
  // A link to another page of the shop opens it in the app, as the shop's own links do.
  const openInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <>
      {!policy.isCurrent && (
        <p
          role="note"
          className="mt-6 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          This is version {policy.version}, saved on {formatDateGB(policy.savedAt)}. It is not the
          current version:{' '}
          <Link to={policyPaths[policy.name]} className="font-medium underline underline-offset-4">
            read the current {policy.title}
          </Link>
          .
        </p>
      )}
      {sections.length > 3 && (
        <nav
          aria-label="On this page"
          className="mt-8 rounded-lg border border-ink/10 bg-white p-5"
        >
          <h2 className="text-sm font-medium tracking-[0.2em] text-ink uppercase font-sans">
            On this page
          </h2>
          <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-gold-dark hover:underline">
                  {section.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* Rendered on the server from the owner's Markdown, raw HTML escaped (decision 058). */}
      <div
        className={textStyles}
        onClick={openInApp}
        dangerouslySetInnerHTML={{ __html: policy.html }}
      />
      <p className="mt-10 text-xs text-stone">
        Version {policy.version}, saved on {formatDateGB(policy.savedAt)}.
      </p>
    </>
  );
}
