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
 * Fills the built index.html for one route: its own title, description, canonical and
 * social preview tags, modulepreload links for the page's code, and the pre-rendered markup
 * inside #root so it paints before any script runs.
 */
export function pageHtml(template: string, head: PageHead, body: string, preload: readonly string[]): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = head.canonical === undefined ? undefined : escapeHtml(head.canonical);
  const extraHead = [
    ...(canonical ? [`<link rel="canonical" href="${canonical}">`] : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    ...(canonical ? [`<meta property="og:url" content="${canonical}">`] : []),
    // The entry's own preloads are in the template already.
    ...preload
      .filter((file) => !template.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ].join('\n    ');
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${description}">`,
  );
  html = replaceOnce(html, /<\/head>/, `  ${extraHead}\n  </head>`);
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`);
}
