import { useRef, type KeyboardEvent } from 'react';

export interface AccountTab<Id extends string> {
  id: Id;
  label: string;
}

/**
 * The account area's tab list: arrow keys move between tabs as the ARIA tabs pattern expects,
 * Tab goes on into the panel.
 */
export function AccountTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
}: {
  tabs: AccountTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="My Account"
      onKeyDown={onKeyDown}
      className="flex flex-1 gap-1 lg:flex-col"
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
            id={`account-tab-${tab.id}`}
            aria-selected={active}
            aria-controls={`account-panel-${tab.id}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`flex-1 rounded-md px-2 py-2.5 text-center whitespace-nowrap sm:px-4 lg:text-left text-sm font-medium transition-colors lg:flex-none ${
              active ? 'bg-ink text-ivory' : 'text-stone hover:bg-pearl hover:text-ink'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
