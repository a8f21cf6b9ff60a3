/**
 * The blog as an RSS 2.0 feed, written by the build next to sitemap.xml. Apart from the posts,
 * so the footer's feed link does not bring every post into the code each page starts with.
 */
export const blogFeedPath = '/resources/blog/rss.xml';
export const blogFeedTitle = 'Domainary Blog';
