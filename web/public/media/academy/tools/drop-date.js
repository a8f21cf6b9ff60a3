// Lays out the generic TLD deletion cycle for one expiry date: auto-renew grace (the
// registrar's choice, up to 45 days), redemption (30 days), pending delete (5 days), drop.

const REDEMPTION_DAYS = 30;
const PENDING_DELETE_DAYS = 5;
const MAX_GRACE_DAYS = 45;

const expiry = document.getElementById('expiry');
const deleteAfter = document.getElementById('delete-after');
const deleteAfterValue = document.getElementById('delete-after-value');
const output = document.getElementById('output');

const dayMs = 24 * 60 * 60 * 1000;
const addDays = (date, days) => new Date(date.getTime() + days * dayMs);
const format = (date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function render() {
  output.replaceChildren();
  deleteAfterValue.textContent = deleteAfter.value;
  const start = expiry.valueAsDate;
  if (!start) return;
  const grace = Number(deleteAfter.value);
  const deleted = addDays(start, grace);
  const pending = addDays(deleted, REDEMPTION_DAYS);
  const drop = addDays(pending, PENDING_DELETE_DAYS);
  const stages = [
    [
      'Expires; auto-renew grace begins',
      start,
      'The holder can still renew at the normal price. Expired auctions often run now.',
    ],
    ['Registrar deletes; redemption begins', deleted, 'Restorable by the holder only, for a restore fee.'],
    ['Pending delete begins', pending, 'Nobody can renew or restore it any more.'],
    ['Drops', drop, 'Released by the registry: first come, first served, so drop catchers race for it.'],
  ];
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const title of ['Stage', 'Date', 'Day', 'What it means']) {
    const th = document.createElement('th');
    th.textContent = title;
    head.append(th);
  }
  const body = table.createTBody();
  for (const [name, date, meaning] of stages) {
    const row = body.insertRow();
    for (const text of [name, format(date), `+${Math.round((date - start) / dayMs)}`, meaning]) {
      row.insertCell().textContent = text;
    }
  }
  const range = document.createElement('p');
  range.className = 'result';
  const earliest = addDays(start, REDEMPTION_DAYS + PENDING_DELETE_DAYS);
  const latest = addDays(start, MAX_GRACE_DAYS + REDEMPTION_DAYS + PENDING_DELETE_DAYS);
  range.textContent = `Whatever the registrar does, this name cannot drop before ${format(earliest)} (day 35) and, unless renewed or restored, drops by ${format(latest)} (day 80).`;
  output.append(table, range);
}

const today = new Date();
expiry.valueAsDate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
expiry.addEventListener('input', render);
deleteAfter.addEventListener('input', render);
render();
