import type { Section, StaticPageMeta } from './types.ts';

export const privacyMeta: StaticPageMeta = {
  title: 'Privacy Policy - Domainary',
  description:
    'What Domainary keeps about you and for how long: a signed visitor cookie, the hourly purge, rate limits by address, affiliate links and what they report. No data is sold.',
  path: '/privacy-policy',
};

export const privacyIntro = {
  heading: 'Privacy Policy',
  lead: 'Domainary has no accounts and asks for no name or email address. This page lists everything the site keeps about a visitor, why, and for how long.',
};

export const privacySections: readonly Section[] = [
  {
    id: 'visitor-cookie',
    heading: 'The visitor cookie',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The site sets one cookie, and only when a page needs something that belongs to you: your watchlist, your progress, quiz attempts and badges in the Academy, an affiliate click you arrived with, or an order when you continue to a registrar with Acquire. Searching, valuing names and reading articles never set it.',
      },
      {
        kind: 'list',
        items: [
          'It holds a random visitor id and nothing else: no name, no email address, nothing about your device.',
          'It is signed, so the id cannot be forged or guessed, and marked HTTP-only, so no script on the page can read it.',
          'Your browser sends it only to this site, and only over an encrypted connection when the site runs on https.',
          'It lasts 365 days from the visit that set it. Deleting it in your browser starts you afresh with an empty watchlist and no progress.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Your watchlist with its feed token and any push subscription, module progress, quiz attempts, badges and any affiliate click recorded for you are stored on our server under that id.',
      },
    ],
  },
  {
    id: 'alerts',
    heading: 'Watchlist feeds and push alerts',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Your watchlist has a private Atom feed and a calendar you can subscribe to. Each lives at an address holding a long random token, stored under your visitor id; anyone who has the address can read that feed, so keep it to yourself. Making new links on the watchlist page replaces the token at once, and turning the feeds off deletes it.',
      },
      {
        kind: 'paragraph',
        text: 'Push alerts are off until you turn them on. Then your browser gives us a push subscription, which we store under your visitor id: the address of your browser maker’s push service for this browser, and the two keys (a public key and a 16-byte secret) that encrypt each alert so that only your browser can read it. Beside it we keep the stages you chose for each watched name. Each alert goes to that push service, encrypted, and says only which watched name reached which stage. Turning push alerts off deletes the subscription and your choices; so does the push service telling us the subscription has ended.',
      },
    ],
  },
  {
    id: 'browser-storage',
    heading: 'What stays in your browser',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The site keeps three small entries in your browser\u2019s local storage, which never leave your device on their own: the currency you chose, the affiliate click id you arrived with, if any, and a marker that lets the next page read the changes you just made.',
      },
    ],
  },
  {
    id: 'purge',
    heading: 'How long data is kept',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A clean-up runs every hour, at 17 minutes past. It deletes the watchlist entries, feed tokens, push subscriptions and their stage choices, module progress, quiz attempts, badges and recorded affiliate clicks of every visitor who has not been active for more than 366 days: by then their cookie has expired and nobody can use that data any more. A visitor who used the site on one day only and never came back is deleted a week after that day. It also deletes expired availability answers, which hold domain names, not visitors.',
      },
      {
        kind: 'paragraph',
        text: 'Orders, the record made when you continue to a registrar with Acquire, are kept: they are what the affiliate network pays on, and it may confirm or decline one later. Orders and affiliate clicks the site refuses are kept for 30 days with the network block they came from (the first three parts of an IPv4 address, or an IPv6 /48), so that an attack on the referral links can be seen; they hold no visitor id.',
      },
    ],
  },
  {
    id: 'rate-limits',
    heading: 'Rate limits by network address',
    blocks: [
      {
        kind: 'paragraph',
        text: 'To keep the service available to everyone, each costly search and every change you make is counted per network address in one-minute windows (an IPv6 address by its /64 block). These counts are kept by the rate limiter of our hosting provider, Cloudflare, not in our database, and are never tied to your visitor id. Past the limit the site asks you to wait a minute.',
      },
      {
        kind: 'paragraph',
        text: 'An order also stores the network address it came from (an IPv6 address by its /64 block), so that one address can record at most five orders a day.',
      },
    ],
  },
  {
    id: 'affiliate-links',
    heading: 'Affiliate links and what they report',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Domainary does not sell domains. Acquire sends you to a registrar through an affiliate network, which may pay us a fee for the referral. The purchase, and any payment details, happen on the registrar\u2019s site, under its privacy policy; we never see them.',
      },
      {
        kind: 'list',
        items: [
          'If you arrive through an affiliate link, the page sends its own address to our server, which records the network\u2019s click id for your visitor id, for the network\u2019s 45 days.',
          'When you continue to a registrar, the page records an order: an order id, the domain name and that click id. Only an order with a click id we recorded for you is reported to the network.',
          'What is reported is a lead, not a sale: the order id, the click id, the domain name and the lead value agreed with the network, never what you pay. The network or registrar later confirms or declines it.',
          'The page also loads the network\u2019s one-pixel tag, which carries the order id, the click id and the lead status, and sends no referring address. It is loaded by your browser, so the network sees your network address, as with any request.',
        ],
      },
    ],
  },
  {
    id: 'name-ideas',
    heading: 'Name ideas',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The AI Domain Generator sends the keyword and choices you enter to the language model the operator has configured, if any; otherwise names are built on our own server. Do not enter personal details there.',
      },
    ],
  },
  {
    id: 'no-selling',
    heading: 'No selling of data',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We do not sell, rent or trade any data about visitors, and the site runs no advertising or analytics trackers. Apart from Cloudflare, which hosts the site, the affiliate reports and the name-idea requests described above, nothing about you is shared with anyone.',
      },
    ],
  },
];
