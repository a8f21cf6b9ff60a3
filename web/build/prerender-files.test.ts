import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html.ts';
import { renderRobots, renderRssFeed, renderSitemap } from './site-files.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <title>Default</title>
    <meta name="description" content="Default description">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  const html = pageHtml(
    template,
    { title: 'Tips & "Tricks"', description: 'Use <b> & more', canonical: 'https://domainary.example/tips' },
    '<main><h1>Tips</h1></main>',
    ['assets/tips-page-1.js', 'assets/shared-1.js'],
  );

  it('sets the title, description, canonical and preview tags, escaped', () => {
    expect(html).toContain('<title>Tips &amp; &quot;Tricks&quot;</title>');
    expect(html).toContain('<meta name="description" content="Use &lt;b&gt; &amp; more">');
    expect(html).toContain('<link rel="canonical" href="https://domainary.example/tips">');
    expect(html).toContain('<meta property="og:url" content="https://domainary.example/tips">');
    expect(html).not.toContain('Default');
  });

  it('puts the markup inside #root', () => {
    expect(html).toContain('<div id="root"><main><h1>Tips</h1></main></div>');
  });

  it("preloads the page's chunks once, skipping those the entry preloads already", () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/tips-page-1.js">');
    expect(html.match(/shared-1\.js/g)).toHaveLength(1);
  });

  it('writes no canonical or og:url for a page without an address of its own', () => {
    const notFound = pageHtml(template, { title: 'Page Not Found', description: 'Gone' }, '<h1>404</h1>', []);
    expect(notFound).toContain('<title>Page Not Found</title>');
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).not.toContain('og:url');
  });

  it('refuses a template it cannot fill', () => {
    expect(() =>
      pageHtml('<html></html>', { title: 't', description: 'd', canonical: 'c' }, '', []),
    ).toThrow();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list absolute URLs on the public origin with lastmod where known', () => {
    const xml = renderSitemap('https://domainary.example', [
      { path: '/' },
      { path: '/resources/blog/a&b', lastModified: '2025-03-12' },
    ]);
    expect(xml).toContain('<loc>https://domainary.example/</loc>');
    expect(xml).toContain('<loc>https://domainary.example/resources/blog/a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2025-03-12</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('point crawlers at the sitemap and away from the API', () => {
    const robots = renderRobots('https://domainary.example');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://domainary.example/sitemap.xml');
  });
});

describe('the blog RSS feed', () => {
  const channel = {
    title: 'Domainary Blog',
    description: 'Articles on <names> & values',
    path: '/resources/blog',
    feedPath: '/resources/blog/rss.xml',
  };
  const older = {
    title: 'Older & wiser',
    path: '/resources/blog/older',
    date: '2024-06-04',
    summary: 'A <b>bold</b> claim ]]> "quoted"',
    category: 'Naming',
  };
  const newer = { ...older, title: 'Newer', path: '/resources/blog/newer', date: '2025-09-18' };

  function parse(xml: string): Document {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    return doc;
  }

  it('is RSS 2.0 with one item per article, newest first, on the public origin', () => {
    const doc = parse(renderRssFeed('https://domainary.example', channel, [older, newer]));
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((i) => i.getElementsByTagName('link')[0]?.textContent)).toEqual([
      'https://domainary.example/resources/blog/newer',
      'https://domainary.example/resources/blog/older',
    ]);
    expect(items[0]?.getElementsByTagName('guid')[0]?.textContent).toBe(
      'https://domainary.example/resources/blog/newer',
    );
    expect(items[1]?.getElementsByTagName('pubDate')[0]?.textContent).toBe('Tue, 04 Jun 2024 00:00:00 GMT');
    expect(doc.getElementsByTagName('lastBuildDate')[0]?.textContent).toBe('Thu, 18 Sep 2025 00:00:00 GMT');
  });

  it('keeps markup in titles and summaries as text', () => {
    const doc = parse(renderRssFeed('https://domainary.example', channel, [older]));
    const item = doc.getElementsByTagName('item')[0];
    expect(item?.getElementsByTagName('title')[0]?.textContent).toBe('Older & wiser');
    expect(item?.getElementsByTagName('description')[0]?.textContent).toBe(older.summary);
    expect(item?.getElementsByTagName('b')).toHaveLength(0);
    expect(doc.getElementsByTagName('description')[0]?.textContent).toBe(channel.description);
  });

  it('refuses an article whose date is not an ISO day', () => {
    expect(() =>
      renderRssFeed('https://domainary.example', channel, [{ ...older, date: 'June 2024' }]),
    ).toThrow(/not an ISO date/);
  });
});
