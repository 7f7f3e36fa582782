import { useRef, type KeyboardEvent } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

type Move = (index: number, last: number) => number;

/** Where a key takes the selection from the selected tab's index (wrapped round the ends). */
const rowMoves: Record<string, Move> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  Home: () => 0,
  End: (_index, last) => last,
};
/** A list that stands as a column on some screens answers Up and Down too. */
const columnMoves: Record<string, Move> = {
  ...rowMoves,
  ArrowUp: (index) => index - 1,
  ArrowDown: (index) => index + 1,
};

/** Where each tab list is used, how it looks and which keys it answers. */
const looks = {
  /** Home's Featured / New Arrivals: a segmented pill. */
  pills: {
    list: 'mx-auto mt-8 flex w-fit gap-1 rounded-full bg-pearl p-1',
    tab: 'rounded-full px-5 py-2 text-sm font-medium transition sm:px-7',
    selected: 'bg-ink text-ivory shadow-sm',
    other: 'text-stone hover:text-ink',
    moves: rowMoves,
  },
  /** The account's sections: a row on phones, a column beside the panel on wide screens. */
  sidebar: {
    list: 'flex flex-1 gap-1 lg:flex-col',
    tab: 'flex-1 rounded-md px-2 py-2.5 text-center whitespace-nowrap sm:px-4 lg:text-left text-sm font-medium transition-colors lg:flex-none',
    selected: 'bg-ink text-ivory',
    other: 'text-stone hover:bg-pearl hover:text-ink',
    moves: columnMoves,
  },
  /** The admin's panels: underlined tabs along the panel's top edge. */
  underline: {
    list: 'flex gap-1 overflow-x-auto border-b border-ink/10',
    tab: '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
    selected: 'border-gold text-ink',
    other: 'border-transparent text-stone hover:border-gold-light hover:text-ink',
    moves: rowMoves,
  },
};

const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
const tabPanelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

/** The attributes of the panel that tab `id` of the list `idPrefix` shows. */
export const tabPanelProps = (idPrefix: string, id: string) => ({
  role: 'tabpanel',
  id: tabPanelId(idPrefix, id),
  'aria-labelledby': tabId(idPrefix, id),
});

/**
 * The shop's tab list (the WAI-ARIA tabs pattern, selection following focus): only the selected
 * tab is in the Tab order, so Tab goes on into the panel; the arrow keys of the look move between
 * tabs, wrapping round the ends, and Home and End jump to them. The caller renders the selected tab's panel with
 * `tabPanelProps(idPrefix, selected)`.
 */
export function TabList<Id extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  look,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  look: keyof typeof looks;
}) {
  const style = looks[look];
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const move = style.moves[event.key];
    if (!move) return;
    event.preventDefault();
    const index = move(
      tabs.findIndex((tab) => tab.id === selected),
      tabs.length - 1,
    );
    const next = tabs[(index + tabs.length) % tabs.length]!;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={style.list}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={active}
            aria-controls={tabPanelId(idPrefix, tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`${style.tab} ${active ? style.selected : style.other}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
