/** sitemap.xml, robots.txt and the blog's RSS feed for the public origin; pure so they can be tested directly. */

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

export type FeedChannel = { title: string; description: string; path: string; feedPath: string };
export type FeedItem = { title: string; path: string; date: string; summary: string; category: string };

/** RSS wants RFC 822 dates; an article's ISO day is read as midnight UTC. */
function rfc822(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`RSS feed: "${isoDay}" is not an ISO date`);
  return date.toUTCString();
}

/**
 * An RSS 2.0 feed of the given articles, newest first. Built from the articles' own dates,
 * so the same articles always give the same file and feed readers see no false updates.
 */
export function renderRssFeed(origin: string, channel: FeedChannel, items: readonly FeedItem[]): string {
  const url = (path: string) => xml(new URL(path, origin).href);
  const sorted = [...items].sort((a, b) => b.date.localeCompare(a.date));
  const entries = sorted.map((item) =>
    [
      '    <item>',
      `      <title>${xml(item.title)}</title>`,
      `      <link>${url(item.path)}</link>`,
      `      <guid isPermaLink="true">${url(item.path)}</guid>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      `      <category>${xml(item.category)}</category>`,
      `      <description>${xml(item.summary)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  const newest = sorted[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(channel.title)}</title>`,
    `    <link>${url(channel.path)}</link>`,
    `    <description>${xml(channel.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${url(channel.feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.date)}</lastBuildDate>`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
