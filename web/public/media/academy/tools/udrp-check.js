// Applies the shape of UDRP paragraph 4(a): a complaint succeeds only if all three elements
// are established. Each element's verdict comes from the answers given for it.

const form = document.getElementById('check');
const output = document.getElementById('output');

const answer = (name) => form.elements.namedItem(name).value || null;

/** Each verdict: true (complainant likely establishes it), false (likely fails), null (unanswered). */
function verdicts() {
  const similar = answer('similar');
  const genuine = answer('genuine');
  const dictionary = answer('dictionary');
  const earlier = answer('earlier');
  const targeting = answer('targeting');
  const noInterest =
    genuine === 'yes' || dictionary === 'yes' ? false : genuine === 'no' && dictionary === 'no' ? true : null;
  const badFaith = earlier === 'yes' ? false : earlier === 'no' && targeting ? targeting === 'yes' : null;
  return [
    ['Identical or confusingly similar', similar ? similar === 'yes' : null],
    ['No rights or legitimate interests', noInterest],
    ['Registered and used in bad faith', badFaith],
  ];
}

function render() {
  output.replaceChildren();
  const results = verdicts();
  const list = document.createElement('ul');
  for (const [element, verdict] of results) {
    const li = document.createElement('li');
    const status = document.createElement('strong');
    status.textContent =
      verdict === null ? 'not decided yet' : verdict ? 'likely established' : 'likely not established';
    if (verdict !== null) status.className = verdict ? 'bad' : 'good';
    li.append(`${element}: `, status);
    list.append(li);
  }
  const summary = document.createElement('p');
  const outcomes = results.map(([, verdict]) => verdict);
  if (outcomes.includes(false)) {
    summary.textContent =
      'At least one element fails, so the complaint would likely be denied: the complainant must establish all three.';
  } else if (outcomes.includes(null)) {
    summary.textContent = 'Answer the remaining questions to see the overall picture.';
  } else {
    summary.textContent =
      'All three elements look established, so a panel would likely order the name transferred or cancelled.';
  }
  output.append(list, summary);
}

form.addEventListener('change', render);
render();
