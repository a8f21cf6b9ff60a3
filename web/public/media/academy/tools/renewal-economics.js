// The yearly arithmetic of holding a portfolio: renewals out, expected sales net of
// commission in, and the two break-even lines an investor should know.

const fields = ['names', 'renewal', 'sell-through', 'price', 'commission'];
const form = document.getElementById('inputs');
const output = document.getElementById('output');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});

function values() {
  const read = Object.fromEntries(fields.map((id) => [id, Number(document.getElementById(id).value)]));
  const valid = fields.every((id) => Number.isFinite(read[id]) && read[id] >= 0) && read.names >= 1;
  return valid && read['sell-through'] <= 100 && read.commission <= 100 ? read : null;
}

function line(label, value, className) {
  const p = document.createElement('p');
  const strong = document.createElement('strong');
  strong.textContent = value;
  if (className) strong.className = className;
  p.append(`${label}: `, strong);
  return p;
}

function render() {
  output.replaceChildren();
  const v = values();
  if (!v) {
    output.append(
      line('Check the inputs', 'every value must be a number of zero or more, rates at most 100%', 'bad'),
    );
    return;
  }
  const cost = v.names * v.renewal;
  const sales = v.names * (v['sell-through'] / 100);
  const netPerSale = v.price * (1 - v.commission / 100);
  const revenue = sales * netPerSale;
  const profit = revenue - cost;
  output.append(
    line('Renewals per year', usd.format(cost)),
    line('Expected sales per year', sales.toFixed(1)),
    line('Net per sale after commission', usd.format(netPerSale)),
    line('Expected revenue per year', usd.format(revenue)),
    line('Profit per year', usd.format(profit), profit >= 0 ? 'good' : 'bad'),
  );
  if (netPerSale > 0) {
    const breakEven = (v.renewal / netPerSale) * 100;
    output.append(line('Break-even sell-through rate', `${breakEven.toFixed(2)}% per year`));
  }
  output.append(
    line(
      'Most a name can cost to renew and still pay its way',
      `${usdCents.format((v['sell-through'] / 100) * netPerSale)} per year`,
    ),
  );
}

form.addEventListener('input', render);
form.addEventListener('submit', (event) => event.preventDefault());
render();
