import type { ReactNode } from 'react';
import { exemptionGrams, type PreciousMetal } from '../../shared/hallmarking';
import { PageTitle } from '../components/layout/PageTitle';

const metalNames: Record<PreciousMetal, string> = {
  silver: 'Silver',
  palladium: 'Palladium',
  gold: 'Gold',
  platinum: 'Platinum',
};

/** The millesimal finenesses the UK hallmarks, in parts per thousand. */
const finenesses: [PreciousMetal, string][] = [
  ['silver', '800, 925 (sterling), 958 (Britannia), 999'],
  ['palladium', '500, 950, 999'],
  ['gold', '375 (9ct), 585 (14ct), 750 (18ct), 916 (22ct), 990, 999'],
  ['platinum', '850, 900, 950, 999'],
];

const assayOffices = [
  ['London', "a leopard's head"],
  [
    'Birmingham',
    'an anchor (an anchor and compass, in a cut-cornered outline, on articles it marks outside the UK)',
  ],
  ['Sheffield', 'a rose'],
  ['Edinburgh', 'a castle'],
];

const traditionalMarks = [
  ['Sterling silver (925)', 'a lion passant (England) or a lion rampant (Edinburgh)'],
  ['Britannia silver (958)', 'the figure of Britannia'],
  ['Gold', 'a crown'],
  ['Platinum', 'an orb'],
  ['Palladium', 'the head of Pallas Athene'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-stone">{children}</div>
    </section>
  );
}

function Terms({ rows }: { rows: string[][] }) {
  return (
    <dl className="divide-y divide-ink/10 rounded-lg border border-ink/10 bg-white">
      {rows.map(([term, detail]) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-medium text-ink">{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /hallmarking: the British Hallmarking Council's Dealer's Notice, which the Hallmarking Act 1973
 * (section 11) requires a dealer in precious metals to display, in words (decision 058).
 */
export function HallmarkingPage() {
  return (
    <article className="container-page max-w-3xl py-12 lg:py-16">
      <PageTitle page="Hallmarking: the Dealer's Notice" />
      <p className="text-xs tracking-[0.3em] text-gold-dark uppercase">
        Hallmarking Act 1973 · British Hallmarking Council
      </p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Dealer&apos;s Notice: approved hallmarks</h1>
      <p className="mt-5 text-lg leading-relaxed text-stone">
        Silver, palladium, gold and platinum are rarely used pure: they are alloyed with other
        metals, and their precious metal content cannot be seen or felt. So, with a few exemptions,
        an article may be described as silver, palladium, gold or platinum only if it carries a
        hallmark from an independent assay office, which shows that it has been tested and found to
        be at least the fineness marked.
      </p>

      <Section title="The three compulsory marks">
        <p>A UK hallmark is made of three compulsory marks:</p>
        <Terms
          rows={[
            [
              "Sponsor's mark",
              'The maker, manufacturer or sponsor of the article: in the UK, at least two letters within a surround. No two sponsors have the same mark.',
            ],
            [
              'Fineness mark',
              'The precious metal content, in parts per thousand (millesimal fineness): the article is at least that fine. The shape of the surround shows the metal.',
            ],
            ['Assay office mark', 'The assay office that tested and marked the article.'],
          ]}
        />
      </Section>

      <Section title="Fineness marks">
        <Terms rows={finenesses.map(([metal, marks]) => [metalNames[metal], marks])} />
      </Section>

      <Section title="The assay offices">
        <Terms rows={assayOffices} />
      </Section>

      <Section title="Optional marks">
        <p>
          A traditional fineness symbol may be added to the compulsory marks, and so may a date
          letter, showing the year of marking, and commemorative marks:
        </p>
        <Terms rows={traditionalMarks} />
      </Section>

      <Section title="International Convention marks">
        <p>
          Articles hallmarked in countries of the International Convention on Hallmarks carry the
          Common Control Mark (CCM), with a fineness mark, a sponsor&apos;s mark and the mark of the
          assay office of that country. They are legally hallmarked in the UK. The standardised
          (type 2) CCM is one mark for all metals, shown with the fineness and a mark or the
          chemical symbol of the metal.
        </p>
      </Section>

      <Section title="Exemptions by weight">
        <p>Articles weighing less than these weights of precious metal need not be hallmarked:</p>
        <Terms
          rows={(['gold', 'silver', 'platinum', 'palladium'] as const).map((metal) => [
            metalNames[metal],
            `${exemptionGrams[metal]} g`,
          ])}
        />
      </Section>

      <p className="mt-12 rounded-lg bg-pearl p-6 text-sm text-stone">
        The printed notice, with pictures of each mark, is on display in our shop. The British
        Hallmarking Council publishes it, and the UK assay offices can tell you more about any mark.
      </p>
    </article>
  );
}
