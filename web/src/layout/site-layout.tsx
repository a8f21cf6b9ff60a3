import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Toaster } from '../toast/toaster.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useFramedByUs } from './use-framed-by-us.ts';

/**
 * Header, main landmark and footer around every screen, the not-found screen included;
 * only the main landmark when one of our own pages frames the screen as an embedded tool.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const framed = useFramedByUs();

  // Client-side navigation keeps the scroll offset; a new page should start at its top.
  // The braces matter: Chromium's scrollTo returns a promise, which React would call as a cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      {!framed && (
        <a
          href="#main-content"
          className="btn btn-primary btn-sm absolute left-2 top-2 z-50 -translate-y-20 focus:translate-y-0"
        >
          Skip to main content
        </a>
      )}
      {!framed && <SiteHeader />}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none"
      >
        {children}
      </main>
      {!framed && <SiteFooter />}
      <Toaster />
    </div>
  );
}
