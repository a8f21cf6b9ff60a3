export type PageHead = {
  title: string;
  description: string;
  /** Absent on pages that are no address of their own (the not-found screen). */
  canonical?: string;
};

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * Adds a low-priority fetch for each chunk a page runs after its first paint (web/src/main.tsx
 * starts the app after that frame), skipping the chunks the HTML links already. The code then
 * downloads while the page paints, without taking a slow link's bandwidth from the stylesheet
 * the paint waits for, as a high-priority modulepreload would.
 */
export function withPrefetches(html: string, files: readonly string[]): string {
  const links = [...new Set(files)]
    .filter((file) => !html.includes(file))
    .map((file) => `<link rel="prefetch" crossorigin href="/${escapeHtml(file)}">`);
  return links.length === 0 ? html : replaceOnce(html, /<\/head>/, `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * Fills the built index.html for one route: its own title, description, canonical and
 * social preview tags, prefetch links for the page's own code, and the pre-rendered markup
 * inside #root so it paints before any script runs.
 */
export function pageHtml(
  template: string,
  head: PageHead,
  body: string,
  prefetch: readonly string[],
): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = head.canonical === undefined ? undefined : escapeHtml(head.canonical);
  const extraHead = [
    ...(canonical ? [`<link rel="canonical" href="${canonical}">`] : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    ...(canonical ? [`<meta property="og:url" content="${canonical}">`] : []),
  ].join('\n    ');
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${description}">`,
  );
  html = replaceOnce(html, /<\/head>/, `  ${extraHead}\n  </head>`);
  html = withPrefetches(html, prefetch);
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`);
}
