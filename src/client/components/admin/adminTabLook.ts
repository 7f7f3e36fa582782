import type { TabLook } from '../ui/Tabs';

/** The admin's tabs: underlined, along the top edge of the panel they switch. */
export const adminTabLook: TabLook = {
  list: 'flex gap-1 overflow-x-auto border-b border-ink/10',
  tab: '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
  selected: 'border-gold text-ink',
  other: 'border-transparent text-stone hover:border-gold-light hover:text-ink',
};
