import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { recordLanding } from './affiliate/record-landing.ts';
import { App } from './app.tsx';

// The app, which main.tsx imports once the page has painted: it hydrates the pre-rendered
// markup in place, or renders an app shell's screen.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// An affiliate landing URL carries the network's click id; keep it for a later conversion.
void recordLanding(window.location.href);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Static routes and the home page's frame arrive pre-rendered (web/build/prerender.ts):
// hydrate that markup in place, as a transition so React yields to the browser between
// components instead of blocking the main thread for the whole page. The markup was rendered
// without a query string, so hydration reads an empty one too (a landing URL's tracking
// parameters or a shared search would not match it); wouter re-renders with the real query
// right after. Every other route gets the empty shell.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, <Router ssrSearch="">{app}</Router>));
else createRoot(root).render(app);
