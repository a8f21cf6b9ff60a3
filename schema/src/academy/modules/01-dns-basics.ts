import type { ModuleContent } from '../content-types.ts';

export const dnsBasics: ModuleContent = {
  id: 1,
  title: 'How Domains and the DNS Work',
  description:
    'What a domain name really is, how a browser turns it into an address, and who runs each layer: ICANN, registries, registrars and you, the registrant.',
  difficultyLevel: 1,
  estimatedTimeMinutes: 25,
  pointsToEarn: 100,
  segments: [
    {
      type: 'text',
      title: 'Names, numbers and labels',
      html: `<p>Computers on the internet find each other by numeric IP addresses such as <code>192.0.2.10</code> (IPv4) or <code>2001:db8::10</code> (IPv6). People remember names. The <strong>Domain Name System (DNS)</strong> is the distributed database that connects the two.</p>
<p>A domain name is a list of <em>labels</em> separated by dots, read from right to left as you go down a tree:</p>
<ul>
<li><strong>The root</strong>: an empty label at the very top, sometimes written as a final dot (<code>example.com.</code>).</li>
<li><strong>The top-level domain (TLD)</strong>: <code>com</code>, <code>org</code>, <code>uk</code>, <code>io</code>.</li>
<li><strong>The second-level domain</strong>: <code>example</code> in <code>example.com</code>. This is the part an investor usually buys.</li>
<li><strong>Subdomains</strong>: <code>www</code> or <code>shop</code> in <code>shop.example.com</code>. Whoever holds <code>example.com</code> can create as many as they like, for free.</li>
</ul>
<h3>The rules a name must follow</h3>
<ul>
<li>Each label is 1 to 63 characters; the whole name is at most 253 characters.</li>
<li>The classic character set is letters, digits and hyphens, and a label may not start or end with a hyphen. Upper and lower case are the same name.</li>
<li>Names in other scripts (<em>internationalised domain names</em>) are stored in an ASCII form called Punycode that starts with <code>xn--</code>: <code>bücher.de</code> is really <code>xn--bcher-kva.de</code>.</li>
</ul>
<p>For an investor these rules matter because they define the supply: every short, hyphen-free, all-letter combination in a popular extension was registered long ago.</p>`,
    },
    {
      type: 'video',
      title: 'Video: following a DNS lookup',
      html: '<p>A two-minute walk through what happens between typing a name and a page starting to load.</p>',
      video: {
        file: 'dns-lookup',
        slides: [
          {
            heading: 'The question',
            points: [
              'You type shop.example.com',
              'Your device needs an IP address',
              'It asks a recursive resolver',
            ],
            narration:
              'You type shop dot example dot com into a browser. Before anything can load, your device needs the IP address behind that name, so it asks a recursive resolver, usually run by your internet provider or a public DNS service.',
          },
          {
            heading: 'Cache first',
            points: [
              'Resolvers remember answers',
              'Each answer carries a TTL',
              'Popular names are usually cached',
            ],
            narration:
              'The resolver first checks its cache. Every DNS answer comes with a time to live, the number of seconds it may be reused. Popular names are almost always already cached, which is why most lookups take only a few milliseconds.',
          },
          {
            heading: 'Root, then TLD',
            points: [
              'Root servers point to the TLD servers',
              '13 root server identities, over 1,000 sites',
              'TLD servers point to the domain’s name servers',
            ],
            narration:
              'If nothing is cached, the resolver asks a root server, which replies with the name servers for the top-level domain, here dot com. There are thirteen root server identities, lettered A to M, served from well over a thousand locations around the world. The dot com servers, run by the registry Verisign, then reply with the name servers of example dot com.',
          },
          {
            heading: 'The authoritative answer',
            points: [
              'The domain’s own name servers answer',
              'A and AAAA records hold addresses',
              'The resolver caches and returns it',
            ],
            narration:
              'Finally the authoritative name servers of example dot com answer with the record asked for, an A record for an IPv4 address or an AAAA record for IPv6. The resolver caches the answer for its time to live and hands it to your browser.',
          },
          {
            heading: 'Why investors care',
            points: [
              'Name servers decide what a domain shows',
              'Point them at a sales lander',
              'Changes spread as caches expire',
            ],
            narration:
              'For a domain investor, the name servers are the switch that decides what a domain shows. Point them at a marketplace lander and every visitor sees your for sale page. Changes spread as old cached answers expire, so allow for the time to live.',
          },
        ],
      },
    },
    {
      type: 'text',
      title: 'Who does what: ICANN, registries, registrars, registrants',
      html: `<p>Four roles keep the domain system running:</p>
<ul>
<li><strong>ICANN</strong> coordinates the root zone and sets the policies for generic TLDs (such as <code>.com</code> and <code>.app</code>), including the accreditation of registrars.</li>
<li><strong>A registry</strong> operates one or more TLDs and keeps the authoritative list of names in them. Verisign runs <code>.com</code> and <code>.net</code>; Public Interest Registry runs <code>.org</code>. Country-code TLDs follow national rules: Nominet runs <code>.uk</code>, DENIC runs <code>.de</code>.</li>
<li><strong>A registrar</strong> sells registrations to the public and sends them to the registry.</li>
<li><strong>The registrant</strong> is you: the person or company that holds the registration.</li>
</ul>
<h3>You rent, you do not own outright</h3>
<p>A registration runs for a term of one to ten years and must be renewed. Let it lapse and, after a grace period, anyone can register the name. That is the market the "Expired Domains" module covers.</p>
<h3>Registration data</h3>
<p>Who holds a name is recorded in registration data, looked up through WHOIS or its modern replacement, <strong>RDAP</strong>. Since the EU's GDPR took effect in 2018, most registrars redact personal details, so you often see only the registrar and a contact form.</p>
<h3>Transfers</h3>
<p>Moving a name to another registrar needs an authorisation code (the <em>EPP code</em>) from the current registrar, and the name must be unlocked. Under ICANN's transfer policy a registrar may refuse a transfer within 60 days of the name's registration or a previous transfer, so plan purchases with that lock in mind.</p>`,
    },
    {
      type: 'text',
      title: 'The records that matter to an investor',
      optional: true,
      html: `<p>A domain's zone holds <em>resource records</em>. You rarely need more than these:</p>
<ul>
<li><strong>NS</strong>: the name servers that are authoritative for the domain. Changing them at your registrar hands control of every other record to whoever runs those servers, for example a marketplace's parking service.</li>
<li><strong>A / AAAA</strong>: the IPv4 / IPv6 address of a host.</li>
<li><strong>CNAME</strong>: an alias from one host name to another (<code>www</code> pointing at a platform's host name).</li>
<li><strong>MX</strong>: where email for the domain is delivered. A name that used to receive email may still get messages meant for its previous owner: do not read or use them.</li>
<li><strong>TXT</strong>: free text, used to prove ownership to services (Google Search Console, email authentication with SPF and DMARC).</li>
</ul>
<p>Every record has a TTL. Lower it a day before a planned change so the switch takes effect quickly.</p>`,
    },
    {
      type: 'interactive',
      title: 'Try it: take a host name apart',
      html: '<p>Type any web address. The tool splits it into labels, names each level of the hierarchy and lists the questions a resolver would ask, in order.</p>',
      embed: '/media/academy/tools/dns-anatomy.html',
    },
    {
      type: 'quiz',
      title: 'Quiz: how domains work',
      html: '<p>Six questions. You need 70% to complete the module.</p>',
      questions: [
        {
          type: 'multiple_choice',
          text: 'Which organisation operates the registry for .com?',
          points: 10,
          choices: ['ICANN', 'Verisign', 'GoDaddy', 'Public Interest Registry'],
          correct: 1,
        },
        {
          type: 'true_false',
          text: 'A domain registration is bought once and then held forever without renewal.',
          points: 5,
          answer: false,
        },
        {
          type: 'multiple_choice',
          text: 'In shop.example.com, which label is the top-level domain?',
          points: 10,
          choices: ['shop', 'example', 'com', 'shop.example'],
          correct: 2,
        },
        {
          type: 'short_answer',
          text: 'What three-letter abbreviation names the number of seconds a resolver may reuse a cached DNS answer?',
          points: 10,
          accepted: ['TTL', 'time to live', 'time-to-live'],
        },
        {
          type: 'true_false',
          text: 'A single label of a domain name can be at most 63 characters long.',
          points: 5,
          answer: true,
        },
        {
          type: 'multiple_choice',
          text: 'Which record type says where email for a domain should be delivered?',
          points: 10,
          choices: ['A', 'CNAME', 'TXT', 'MX'],
          correct: 3,
        },
      ],
    },
  ],
};
