/** sitemap.xml and robots.txt for the public origin; pure so they can be tested directly. */

export type SitemapEntry = { path: string; lastModified?: string };

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c);
}

export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const loc = `    <loc>${xml(new URL(path, origin).href)}</loc>`;
    return [
      '  <url>',
      loc,
      ...(lastModified ? [`    <lastmod>${xml(lastModified)}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
