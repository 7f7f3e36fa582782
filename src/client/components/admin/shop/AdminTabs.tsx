import { useRef, type KeyboardEvent } from 'react';

export interface AdminTab<Id extends string> {
  id: Id;
  label: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** The attributes of the panel that tab `id` shows. */
export const tabPanelProps = (prefix: string, id: string) => ({
  role: 'tabpanel',
  id: tabPanelId(prefix, id),
  'aria-labelledby': tabId(prefix, id),
});

/**
 * A row of tabs (the ARIA tabs pattern): arrow keys, Home and End move between tabs, Tab goes on
 * into the panel. The caller renders the selected panel with `tabPanelProps`.
 */
export function AdminTabs<Id extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly AdminTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-ink/10"
    >
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
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
              active
                ? 'border-gold text-ink'
                : 'border-transparent text-stone hover:border-gold-light hover:text-ink'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
