import './styles.css';

/*
 * The page's only script. A pre-rendered page needs the HTML and the stylesheet alone for its
 * first paint, so the app's code (react-dom and the screens, about 95 KB of gzipped
 * JavaScript) is fetched and run only once the browser reports that paint: neither its
 * download nor its evaluation stands between a phone and the page. react-dom and the app are
 * evaluated in separate tasks, so neither blocks input for long; until the app hydrates, the
 * pre-rendered search form keeps what a visitor types.
 */
async function startApp() {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
  await import('./start-app.tsx');
}

/** A browser that never reports the paint still starts the app after this long. */
const paintWaitLimitMs = 3000;

function afterFirstPaint(start: () => void) {
  // Nothing pre-rendered to show (the app shell), a hidden tab (it paints nothing) or a browser
  // without paint timing: no first paint to wait for.
  const prerendered = document.getElementById('root')?.hasChildNodes() === true;
  const paintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
  if (!prerendered || document.visibilityState === 'hidden' || !paintTiming) {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, paintWaitLimitMs);
}

afterFirstPaint(() => void startApp());
