import type { ModuleContent } from '../content-types.ts';

export const trafficAndSeo: ModuleContent = {
  id: 8,
  title: 'Traffic and SEO on a Domain',
  description:
    'Type-in traffic, parking, exact-match names after Google’s 2012 update, checking a domain’s search history, and moving a site to a new name without losing rankings.',
  difficultyLevel: 2,
  estimatedTimeMinutes: 25,
  pointsToEarn: 150,
  segments: [
    {
      type: 'text',
      title: 'Type-in traffic and parking',
      html: `<p><strong>Type-in traffic</strong> comes from people who type a name straight into the address bar, such as <code>shoes.com</code>, and from old links and bookmarks. Generic names in popular extensions get the most.</p>
<p><strong>Parking</strong> shows those visitors a page of ads and pays the owner part of the click revenue. It used to fund whole portfolios; revenue per visitor has fallen a long way since the early 2010s as browsers send typed words to search engines and ad networks tightened their rules. Today most investors use a sales lander instead and treat traffic as a sign of value for buyers, not as income.</p>
<p>Traffic numbers can be inflated by bots. Ask for analytics from a source you can verify, and look for steady traffic over months rather than a spike.</p>`,
    },
    {
      type: 'text',
      title: 'Exact-match domains after 2012',
      html: `<p>An <strong>exact-match domain</strong> (EMD) spells out a search phrase, such as <code>cheapflightslondon.com</code>. For years such names ranked well almost automatically. In September 2012 Google released its "EMD update", which reduced the rankings of low-quality sites that relied on an exact-match name.</p>
<ul>
<li>Keywords in a domain now give little direct ranking benefit. Content quality, links from relevant sites and how well the site answers a search matter far more.</li>
<li>A keyword name can still help indirectly: people understand what the site is about and may be more likely to click.</li>
<li>A short brandable name is just as able to rank, and is easier to build a business on.</li>
</ul>`,
    },
    {
      type: 'video',
      title: 'Video: checking a domain’s search history',
      html: '<p>Five checks before you buy a name for the links and rankings it already has.</p>',
      video: {
        file: 'seo-history',
        slides: [
          {
            heading: 'Archived versions',
            points: ['Open the Wayback Machine', 'Look at several years', 'Spam or a real site?'],
            narration:
              'Start with the Wayback Machine and look at the site over several years. Was it a real business, a blog, a spam site, or a page of ads? A long honest history is a good sign.',
          },
          {
            heading: 'Backlinks',
            points: ['Who links to it?', 'Relevant sites are good', 'Spam networks are a warning'],
            narration:
              'Next, look at who links to the domain with a backlink tool. Links from relevant, real websites can pass value to a new site. Thousands of links from unrelated or spammy sites are a warning sign.',
          },
          {
            heading: 'Is it indexed?',
            points: [
              'Search site: followed by the name',
              'No results may mean a penalty',
              'Or simply an empty site',
            ],
            narration:
              'Search for site colon followed by the domain. If an old site had many pages but nothing is indexed, the domain may have been penalised, or the site may simply have been empty for a long time.',
          },
          {
            heading: 'After you buy',
            points: ['Verify it in Google Search Console', 'Check for manual actions', 'Build real content'],
            narration:
              'After buying, verify the domain in Google Search Console and check the manual actions report. Then build real content. Old links help only if the new site is relevant to them.',
          },
        ],
      },
    },
    {
      type: 'text',
      title: 'Moving a site to a new domain',
      optional: true,
      html: `<p>Upgrading to a better name is one of the most common reasons businesses buy domains. Do it without losing search traffic:</p>
<ol>
<li>Map every old URL to its new equivalent and serve <strong>permanent (301) redirects</strong> page by page, not everything to the home page.</li>
<li>Verify both domains in Google Search Console and use its <strong>Change of Address</strong> tool.</li>
<li>Update internal links, canonical tags and sitemaps to the new name.</li>
<li>Keep the old domain registered and the redirects in place for a long time: Google advises at least a year, and keeping the old name indefinitely protects you from someone else buying it.</li>
</ol>`,
    },
    {
      type: 'quiz',
      title: 'Quiz: traffic and SEO',
      html: '<p>Six questions. You need 70% to complete the module.</p>',
      questions: [
        {
          type: 'multiple_choice',
          text: 'In which year did Google release the update that reduced rankings of low-quality exact-match domains?',
          points: 10,
          choices: ['2004', '2008', '2012', '2020'],
          correct: 2,
        },
        {
          type: 'short_answer',
          text: 'Which HTTP status code is used for a permanent redirect when moving a site?',
          points: 10,
          accepted: ['301', '301 moved permanently'],
        },
        {
          type: 'true_false',
          text: 'Since 2012, having the search keyword in the domain name is the strongest ranking factor.',
          points: 5,
          answer: false,
        },
        {
          type: 'multiple_choice',
          text: 'Which tool shows what a website looked like in past years?',
          points: 10,
          choices: ['The Wayback Machine', 'RDAP', 'The UDRP', 'A TTL checker'],
          correct: 0,
        },
        {
          type: 'true_false',
          text: 'Google advises keeping redirects from an old domain in place for at least a year after a move.',
          points: 5,
          answer: true,
        },
        {
          type: 'multiple_choice',
          text: 'What most often makes reported type-in traffic misleading?',
          points: 10,
          choices: ['Bots and short spikes', 'The TTL', 'The registrar lock', 'The extension factor'],
          correct: 0,
        },
      ],
    },
  ],
};
