import type { Section, StaticPageMeta } from './types.ts';

export const termsMeta: StaticPageMeta = {
  title: 'Terms of Service - Domainary',
  description:
    'The terms for using Domainary: values are estimates, not offers; availability can change; Acquire is an affiliate link to a registrar; fair use of the service.',
  path: '/terms-of-service',
};

export const termsIntro = {
  heading: 'Terms of Service',
  lead: 'By using Domainary you accept these terms. They are short because the service is simple: it finds, values and watches domain names, and sends you elsewhere to buy them.',
};

export const termsSections: readonly Section[] = [
  {
    id: 'estimates',
    heading: 'Values are estimates, not offers',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Every value the site shows is an estimate computed from the name and from comparable reported sales. It is not an appraisal, an offer to buy or sell, or a promise of what a name will fetch. Nobody at Domainary will buy a name from you, or sell you one, at the estimated value.',
      },
      {
        kind: 'paragraph',
        text: 'Reported sales are shown as their sources reported them, and sample figures are labelled as samples. Check any figure that matters to you before acting on it.',
      },
    ],
  },
  {
    id: 'availability',
    heading: 'Availability and prices can change',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Whether a name is available comes from registry lookups at a moment in time, and a name can be registered by someone else a second later. The price you pay is the one the registrar shows at checkout.',
      },
    ],
  },
  {
    id: 'affiliate-disclosure',
    heading: 'Affiliate disclosure',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Domainary does not sell domains. Acquire Domain and the registrar links are affiliate links: when you continue to a registrar, we may receive a referral fee from the affiliate network, at no cost to you. The fee never changes the values we estimate or the order of results. The purchase is a contract between you and the registrar, under its terms. The Privacy Policy lists what such a referral reports.',
      },
    ],
  },
  {
    id: 'fair-use',
    heading: 'Fair use',
    blocks: [
      {
        kind: 'list',
        items: [
          'Searches, exports and changes are limited per network address per minute so the service stays available to everyone; do not try to get around the limits.',
          'Do not use the service to harass anyone, or to register names that infringe someone else\u2019s trademark.',
          'The company directory and the sales figures are provided for research; respect the terms of their original sources.',
        ],
      },
    ],
  },
  {
    id: 'no-warranty',
    heading: 'No warranty',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The service is provided as it is, without any warranty. We are not liable for decisions you make on the strength of its estimates, scores or availability answers. We may change the service or these terms; the version on this page is the one that applies.',
      },
    ],
  },
];
