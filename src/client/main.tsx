import './styles.css';

/*
 * The entry point: the stylesheet, then the app in its own chunk (boot.tsx). A page the server
 * rendered is painted first: the app's scripts are fetched and run after that, so on a slow
 * connection they do not compete with the stylesheet and the pictures. A page the browser renders
 * starts at once (its scripts are preloaded by the HTML).
 */
const rendered = document.getElementById('root')!.hasChildNodes();

/** Resolves once the browser has painted (at once in a hidden tab, which does not paint). */
function firstPaint() {
  return new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

void (rendered ? firstPaint() : Promise.resolve()).then(() => import('./boot'));
