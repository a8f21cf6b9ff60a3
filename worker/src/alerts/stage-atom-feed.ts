import type { StageChange } from './data/stage-change-queries.ts';
import { stageEvent } from './stage-words.ts';

/** XML 1.0's five predefined entities: the only escaping text and attribute values need. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

interface FeedSite {
  /** The site's configured origin, never the request's Host. */
  origin: string;
  /** The feed's own URL (its rel="self"). */
  selfUrl: string;
  /** When the feed's token was made: the feed's `updated` while it has no entry yet. */
  createdAt: string;
}

/**
 * A tag URI (RFC 4151) per stage change: the same change keeps the same id in every fetch, so a
 * feed reader shows it once.
 */
const entryId = (host: string, change: StageChange) =>
  `tag:${host},2026:stage/${encodeURIComponent(change.fqdn)}/${encodeURIComponent(change.firstSeenAt)}`;

function entry(change: StageChange, site: FeedSite, host: string): string {
  const title = stageEvent(change.fqdn, change.stage);
  const summary = `${title}: first seen ${formatDay(change.firstSeenAt)} by ${change.source}.`;
  return [
    '  <entry>',
    `    <id>${escapeXml(entryId(host, change))}</id>`,
    `    <title>${escapeXml(title)}</title>`,
    `    <updated>${escapeXml(new Date(change.firstSeenAt).toISOString())}</updated>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(`${site.origin}/watchlist`)}"/>`,
    `    <summary>${escapeXml(summary)}</summary>`,
    '  </entry>',
  ].join('\n');
}

/**
 * The watchlist's stage changes as an Atom feed (RFC 4287): the feed's id, title, updated and
 * author, and per change an entry with its id, title, updated, link and summary, newest first.
 */
export function stageAtomFeed(changes: readonly StageChange[], site: FeedSite): string {
  const host = new URL(site.origin).host;
  const updated = changes[0]?.firstSeenAt ?? site.createdAt;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(site.selfUrl)}</id>`,
    '  <title>Domainary watchlist: stage changes</title>',
    '  <subtitle>Each time a watched name moves through its registry lifecycle, as the drop radar saw it.</subtitle>',
    `  <updated>${escapeXml(new Date(updated).toISOString())}</updated>`,
    '  <author><name>Domainary drop radar</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(site.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${site.origin}/watchlist`)}"/>`,
    ...changes.map((change) => entry(change, site, host)),
    '</feed>',
    '',
  ].join('\n');
}
