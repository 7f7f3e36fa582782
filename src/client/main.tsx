import { PAGE_SCRIPTS_ELEMENT_ID } from '../shared/pageState';
import './styles.css';

/** Longest the app waits for the page's first paint (a browser that reports none starts it at once). */
const PAINT_WAIT_MS = 3000;

/** Resolves once the browser has painted the page's first text or picture. */
function firstContentfulPaint() {
  return new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, PAINT_WAIT_MS);
  });
}

/** The app's scripts for this page, as the server listed them, fetched side by side. */
function fetchPageScripts() {
  const list = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Taps on the page's buttons before the app has started, held and replayed once it has, so none
 * is lost (links work without the app and are left alone).
 */
function holdEarlyTaps() {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button) return;
    event.preventDefault();
    held.push(button);
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    for (const button of held) if (button.isConnected) button.click();
  };
}

/**
 * The browser's entry, kept tiny (docs/decisions/024-paint-before-scripts.md). A page the server
 * rendered is painted before the app's scripts are even fetched: on a slow phone they would
 * compete with its stylesheet, fonts and first picture, and running them would hold up its first
 * paint. A page with nothing rendered starts the app at once.
 */
const rendered = document.getElementById('root')?.hasChildNodes();
const replayTaps = rendered ? holdEarlyTaps() : () => {};
void (rendered ? firstContentfulPaint() : Promise.resolve())
  .then(() => {
    fetchPageScripts();
    return import('./startApp');
  })
  .then(({ started }) => started)
  .then(replayTaps);
