// Splits a host name into labels, checks them against the DNS length and character rules,
// and lists the referrals a resolver follows from the root down to the answer.

// A few well-known second-level suffixes, enough to show the idea; real tools use the full
// Public Suffix List.
const registrySuffixes = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'com.au',
  'net.au',
  'co.nz',
  'co.jp',
  'com.br',
  'co.za',
]);

const input = document.getElementById('address');
const output = document.getElementById('output');
const problem = document.getElementById('problem');

function hostOf(text) {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    return null;
  }
}

function labelProblems(labels, host) {
  const found = [];
  if (host.length > 253) found.push(`The name is ${host.length} characters; the limit is 253.`);
  for (const label of labels) {
    if (label.length > 63)
      found.push(`"${label}" is ${label.length} characters; a label may have at most 63.`);
    if (/^-|-$/.test(label)) found.push(`"${label}" starts or ends with a hyphen.`);
    if (!/^[a-z0-9-]+$/.test(label))
      found.push(`"${label}" uses characters outside letters, digits and hyphens.`);
  }
  return found;
}

function cell(row, text, tag = 'td') {
  const el = document.createElement(tag);
  el.textContent = text;
  row.append(el);
}

function render() {
  output.replaceChildren();
  problem.textContent = '';
  const host = hostOf(input.value);
  if (!host?.includes('.') || /^[\d.]+$/.test(host)) {
    problem.textContent = 'Type a web address with at least two labels, such as shop.example.com.';
    return;
  }
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  const suffixLabels = labels.length > 2 && registrySuffixes.has(lastTwo) ? 2 : 1;
  const registrable = labels.slice(-(suffixLabels + 1)).join('.');

  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const title of ['Label', 'Level', 'What it is']) cell(head, title, 'th');
  const body = table.createTBody();
  labels.forEach((label, i) => {
    const fromRight = labels.length - i;
    const row = body.insertRow();
    cell(row, label);
    if (fromRight === 1) {
      cell(row, 'Top-level domain');
      cell(row, 'Run by a registry; the root servers know where its name servers are.');
    } else if (fromRight <= suffixLabels) {
      cell(row, 'Registry suffix');
      cell(row, `Part of the public suffix .${lastTwo}: nobody registers it on its own.`);
    } else if (fromRight === suffixLabels + 1) {
      cell(row, 'Registered domain');
      cell(row, `${registrable}: what a registrant buys from a registrar and renews.`);
    } else {
      cell(row, 'Subdomain');
      cell(row, `Created freely by the holder of ${registrable}.`);
    }
  });

  const steps = document.createElement('ol');
  const tld = labels.at(-1);
  for (const text of [
    'Your resolver checks its cache; everything below happens only on a miss.',
    `A root server refers it to the name servers of .${tld}.`,
    `The .${tld} servers refer it to the name servers of ${registrable}.`,
    `The ${registrable} servers answer with the address record of ${host}.`,
  ]) {
    const li = document.createElement('li');
    li.textContent = text;
    steps.append(li);
  }
  const heading = document.createElement('h2');
  heading.textContent = 'The lookup, step by step';

  const issues = labelProblems(labels, host);
  const rules = document.createElement('p');
  rules.className = issues.length ? 'bad' : 'good';
  rules.textContent = issues.length
    ? issues.join(' ')
    : 'Every label follows the length and character rules.';

  const ascii = document.createElement('p');
  ascii.className = 'note';
  ascii.textContent = host.includes('xn--')
    ? `Stored in DNS as ${host} (Punycode of the name you typed).`
    : `Stored in DNS as ${host}.`;

  output.append(table, rules, ascii, heading, steps);
}

input.addEventListener('input', render);
render();
