import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ukRingSizes } from '../../shared/ringSizes';
import { PageTitle } from '../components/layout/PageTitle';
import { PrintButton } from '../components/ui/PrintButton';

const measuring = [
  {
    heading: 'With a ring that already fits',
    steps: [
      'Choose a ring worn on the same finger: fingers on one hand can differ by a size.',
      'Lay it on a ruler and measure straight across the inside, from edge to edge, in millimetres.',
      'Find that inside diameter in the table; between two rows, take the larger size.',
    ],
  },
  {
    heading: 'With a strip of paper',
    steps: [
      'Cut a strip of paper about 1 cm wide and wrap it snugly round the base of your finger.',
      'Mark where the end overlaps, then lay the strip flat and measure up to the mark in millimetres.',
      'Find that circumference in the table; it should slide over your knuckle, so if in doubt take the larger size.',
    ],
  },
];

const tips = [
  'Measure at the end of the day, when your hands are warm: fingers are smaller in the morning and in the cold.',
  'A wide band (6 mm and more) fits more snugly: choose half a size larger.',
  'If your knuckle is large, measure both it and the base of your finger and choose a size in between.',
];

/** /ring-size-guide: UK letter sizes in millimetres, how to measure, printable. */
export function RingSizeGuidePage() {
  return (
    <article className="container-page max-w-3xl py-12 lg:py-16">
      <PageTitle page="Ring Size Guide" />
      <p className="text-xs tracking-[0.3em] text-gold-dark uppercase">Information</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Ring Size Guide</h1>
      <p className="mt-5 text-lg leading-relaxed text-stone">
        Our rings come in UK letter sizes. Measure a ring that fits or your finger, then find the
        size in the table below. You are also welcome to visit us for a free fitting.
      </p>
      <PrintButton label="Print this guide" className="mt-6" />

      <GuideSection id="measure" title="How to measure">
        <div className="mt-4 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
          {measuring.map(({ heading, steps }) => (
            <div key={heading} className="rounded-lg bg-pearl p-5">
              <h3 className="font-display text-lg">{heading}</h3>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-stone">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <ul className="mt-6 list-disc space-y-2 pl-5 text-sm leading-relaxed text-stone">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="sizes" title="UK ring sizes" className="break-inside-avoid">
        <table className="mt-4 w-full text-left text-sm tabular-nums">
          <caption className="sr-only">
            UK ring sizes with their inside diameter and inside circumference in millimetres
          </caption>
          <thead className="border-b border-ink/20 text-xs tracking-wider text-ink uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                UK size
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Inside diameter (mm)
              </th>
              <th scope="col" className="py-2 font-semibold">
                Inside circumference (mm)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {ukRingSizes().map(({ letter, diameterMm, circumferenceMm }) => (
              <tr key={letter}>
                <th scope="row" className="py-1.5 pr-4 font-semibold text-ink">
                  {letter}
                </th>
                <td className="py-1.5 pr-4 text-stone">{diameterMm.toFixed(1)}</td>
                <td className="py-1.5 text-stone">{circumferenceMm.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </GuideSection>

      <p className="mt-12 rounded-lg bg-pearl p-6 text-sm text-stone print:hidden">
        Between sizes, or buying a surprise? Visit our{' '}
        <Link to="/store" className="font-medium text-gold-dark underline underline-offset-4">
          store information page
        </Link>{' '}
        for our address and opening hours: we will size your finger for free, and most rings can be
        resized in our workshop.
      </p>
    </article>
  );
}

function GuideSection({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`mt-10 ${className}`}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
