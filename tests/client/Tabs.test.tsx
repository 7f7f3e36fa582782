// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabList, tabPanelProps, type TabLook } from '../../src/client/components/ui/Tabs';

const tabs = [
  { id: 'general', label: 'General Info' },
  { id: 'hours', label: 'Store Hours' },
  { id: 'social', label: 'Social Media' },
] as const;

const look: TabLook = { list: '', tab: '', selected: '', other: '' };

/** A page's use of the tab list: the selected tab's panel below it. */
function Harness({ upAndDown = false }: { upAndDown?: boolean }) {
  const [selected, setSelected] = useState<(typeof tabs)[number]['id']>('general');
  return (
    <>
      <TabList
        label="Shop information"
        idPrefix="shop-info"
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        look={look}
        upAndDown={upAndDown}
      />
      <div {...tabPanelProps('shop-info', selected)}>Fields of {selected}</div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

/** The selected tab: it alone is in the Tab order, and it has the focus after a key. */
function expectSelected(name: string) {
  for (const other of screen.getAllByRole('tab')) {
    const isIt = other.textContent === name;
    expect(other.getAttribute('aria-selected')).toBe(String(isIt));
    expect(other.tabIndex).toBe(isIt ? 0 : -1);
  }
  expect(document.activeElement).toBe(tab(name));
}

afterEach(cleanup);

describe('the tab list (WAI-ARIA tabs pattern)', () => {
  it('names its list, and ties each tab to the panel it shows', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Shop information' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'General Info' });
    expect(panel.textContent).toBe('Fields of general');
    expect(tab('General Info').getAttribute('aria-controls')).toBe(panel.id);
    fireEvent.click(tab('Social Media'));
    expect(screen.getByRole('tabpanel', { name: 'Social Media' }).textContent).toBe(
      'Fields of social',
    );
  });

  it('moves with Left and Right, wrapping round the ends, and jumps with Home and End', () => {
    render(<Harness />);
    tab('General Info').focus();
    press('ArrowRight');
    expectSelected('Store Hours');
    press('ArrowRight');
    press('ArrowRight');
    expectSelected('General Info');
    press('ArrowLeft');
    expectSelected('Social Media');
    press('Home');
    expectSelected('General Info');
    press('End');
    expectSelected('Social Media');
    expect(screen.getByRole('tabpanel').textContent).toBe('Fields of social');
  });

  it('leaves Up and Down to the page in a row, and answers them in a list that may stand as a column', () => {
    render(<Harness />);
    tab('General Info').focus();
    press('ArrowDown');
    expectSelected('General Info');
    cleanup();

    render(<Harness upAndDown />);
    tab('General Info').focus();
    press('ArrowDown');
    expectSelected('Store Hours');
    press('ArrowUp');
    press('ArrowUp');
    expectSelected('Social Media');
  });

  it('ignores other keys, so Tab goes on into the panel', () => {
    render(<Harness />);
    tab('General Info').focus();
    const tabKey = fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(tabKey).toBe(true);
    expectSelected('General Info');
  });
});
