/** Page copy is data: pages render it, the pre-render step reads its meta, tests check it. */

export type StaticPageMeta = {
  title: string;
  description: string;
  path: string;
};

type InlineLink = { href: string; label: string };

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  /** A highlighted aside, optionally pointing at the Domainary tool that helps. */
  | { kind: 'callout'; title: string; text: string; link?: InlineLink };

export type Section = {
  /** Anchor for the in-page contents list. */
  id: string;
  heading: string;
  blocks: readonly Block[];
};

export type BlogPost = {
  title: string;
  slug: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  excerpt: string;
  topic: string;
  readingMinutes: number;
};

export type BlogArticle = BlogPost & { sections: readonly Section[] };
