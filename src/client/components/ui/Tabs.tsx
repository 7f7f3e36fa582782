import type { KeyboardEvent } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

/** Class names of a tab list: the list, every tab, then the selected tab or the others. */
export interface TabLook {
  list: string;
  tab: string;
  selected: string;
  other: string;
}

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
 * tab is in the Tab order, so Tab goes on into the panel; Left and Right move between tabs,
 * wrapping round the ends, and Home and End jump to them. A list that stands as a column on some
 * screens says `upAndDown`, and Up and Down move too. The caller renders the selected tab's panel
 * with `tabPanelProps(idPrefix, selected)`.
 */
export function TabList<Id extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  look,
  upAndDown = false,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  look: TabLook;
  upAndDown?: boolean;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: tabs.length - 1,
      ...(upAndDown && { ArrowUp: index - 1, ArrowDown: index + 1 }),
    };
    const targetIndex = targets[event.key];
    if (targetIndex === undefined) return;
    event.preventDefault();
    // Past either end, round to the other.
    const target = tabs[(targetIndex + tabs.length) % tabs.length]!;
    onSelect(target.id);
    document.getElementById(tabId(idPrefix, target.id))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={look.list}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={active}
            aria-controls={tabPanelId(idPrefix, tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`${look.tab} ${active ? look.selected : look.other}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
