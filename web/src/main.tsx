import './styles.css';

/*
 * The page's only script at high priority. Every screen arrives as HTML (pre-rendered, or the
 * app shell), so the first paint needs the HTML and the stylesheet alone; the app's code
 * (react-dom and the screens, 90 KB of gzipped JavaScript) is prefetched at low priority by the
 * HTML (web/build/prerender.ts), so it never shares a slow link with the stylesheet, and it runs
 * only after that first frame, so a phone shows the page before it spends its CPU on hydration.
 * A frame callback runs just before the browser paints, and a task queued from it runs after;
 * a hidden tab paints no frames, so it starts at once.
 */
async function startApp() {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
  await import('./start-app.tsx');
}
if (document.visibilityState === 'hidden') void startApp();
else requestAnimationFrame(() => setTimeout(startApp));
