import type { ReactNode } from 'react';

/** Calm colours that tell states apart without shouting; grey is for anything unrecognised. */
const tones = {
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  teal: 'bg-teal-50 text-teal-800 ring-teal-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  lime: 'bg-lime-50 text-lime-800 ring-lime-200',
  red: 'bg-rose-50 text-rose-800 ring-rose-200',
  grey: 'bg-stone-100 text-stone-700 ring-stone-200',
} as const;
export type PillTone = keyof typeof tones;

/** A small rounded label for a state (an order's status, paid or not). */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset print:ring-ink/30 ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
