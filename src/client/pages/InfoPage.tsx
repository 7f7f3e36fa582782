import { Link } from 'react-router';
import { infoPages, type InfoSection, type InfoTopic } from '../components/layout/infoPages';
import { PageTitle } from '../components/layout/PageTitle';

/** /terms, /privacy and /faq: short shop policies; the FAQ answers fold open one by one. */
export function InfoPage({ topic }: { topic: InfoTopic }) {
  const page = infoPages[topic];
  return (
    <article className="container-page max-w-3xl py-12 lg:py-16">
      <PageTitle page={page.title} />
      <p className="text-xs tracking-[0.3em] text-gold-dark uppercase">Information</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">{page.title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-stone">{page.intro}</p>
      {topic === 'faq' ? (
        <div className="mt-10 divide-y divide-ink/10 border-y border-ink/10">
          {page.sections.map((section) => (
            <details key={section.heading} className="group py-1">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-display text-xl hover:text-gold-dark [&::-webkit-details-marker]:hidden">
                {section.heading}
                <span
                  aria-hidden
                  className="text-2xl leading-none text-gold transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              {section.paragraphs.map((text) => (
                <p key={text} className="pb-4 leading-relaxed text-stone">
                  {text}
                </p>
              ))}
              <SectionLink section={section} className="pb-4" />
            </details>
          ))}
        </div>
      ) : (
        <div className="mt-10 space-y-8">
          {page.sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-2xl">{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text} className="mt-3 leading-relaxed text-stone">
                  {text}
                </p>
              ))}
              <SectionLink section={section} className="mt-3" />
            </section>
          ))}
        </div>
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

function SectionLink({ section, className }: { section: InfoSection; className: string }) {
  if (!section.link) return null;
  return (
    <p className={className}>
      <Link
        to={section.link.to}
        className="font-medium text-gold-dark underline underline-offset-4"
      >
        {section.link.label}
      </Link>
    </p>
  );
}
