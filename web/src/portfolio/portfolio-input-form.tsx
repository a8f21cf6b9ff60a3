import { DEFAULT_COMMISSION, MAX_PORTFOLIO_NAMES } from '@domainary/schema/contracts/portfolio.ts';
import { ListChecks, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { type PortfolioReading, readPortfolio } from './portfolio-file.ts';

const whole = new Intl.NumberFormat('en-US');

/**
 * Where a portfolio comes in: pasted names (or pasted CSV), or a registrar's CSV export, with
 * the marketplace commission the plan assumes. What the reader made of the text goes to
 * `onRead`, whether it loads or not.
 */
export function PortfolioInputForm({
  initialCommission,
  savedNames,
  busy,
  onRead,
  onReplan,
}: {
  initialCommission: number | undefined;
  /** How many names the kept portfolio holds (0 without one). */
  savedNames: number;
  busy: boolean;
  onRead: (reading: PortfolioReading, commission: number, source: string) => void;
  onReplan: (commission: number) => void;
}) {
  const [text, setText] = useState('');
  const [percent, setPercent] = useState(String(Math.round((initialCommission ?? DEFAULT_COMMISSION) * 100)));
  const commissionValue = Number(percent);
  const commissionOk =
    percent.trim() !== '' &&
    Number.isFinite(commissionValue) &&
    commissionValue >= 0 &&
    commissionValue <= 90;
  const commission = commissionOk ? commissionValue / 100 : DEFAULT_COMMISSION;

  async function readFile(file: File) {
    onRead(readPortfolio(await file.text()), commission, file.name);
  }

  return (
    <form
      className="space-y-4 rounded-box border border-base-300 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onRead(readPortfolio(text), commission, 'the pasted text');
      }}
    >
      <div className="space-y-2">
        <label htmlFor="portfolio-names" className="block font-medium">
          Paste your names, one per line, or a CSV with a domain column
        </label>
        <textarea
          id="portfolio-names"
          className="textarea h-40 w-full font-mono text-sm"
          value={text}
          placeholder={'bakery.com\npixelhub.io\nbestloans.net'}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <label htmlFor="portfolio-file" className="block font-medium">
          Or upload your registrar's domain list (CSV)
        </label>
        <input
          id="portfolio-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          className="file-input w-full max-w-md"
          aria-describedby="portfolio-file-help"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void readFile(file);
            event.target.value = '';
          }}
        />
        <p id="portfolio-file-help" className="text-sm text-base-content/70">
          Exports from GoDaddy, Namecheap, Porkbun, Dynadot, Cloudflare and Squarespace are recognised, or any
          CSV with a domain column. Expiry dates, auto-renew and renewal prices are read where the file has
          them. Up to {whole.format(MAX_PORTFOLIO_NAMES)} names.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <label htmlFor="portfolio-commission" className="block font-medium">
            Marketplace commission (%)
          </label>
          <input
            id="portfolio-commission"
            type="number"
            inputMode="decimal"
            min={0}
            max={90}
            step="any"
            className={`input w-32 ${commissionOk ? '' : 'input-error'}`}
            value={percent}
            aria-describedby="portfolio-commission-help"
            aria-invalid={!commissionOk}
            onChange={(event) => setPercent(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !commissionOk || text.trim() === ''}
        >
          <ListChecks aria-hidden="true" size={18} />
          Plan these names
        </button>
        {savedNames > 0 && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy || !commissionOk}
            onClick={() => onReplan(commission)}
          >
            <RefreshCw aria-hidden="true" size={18} />
            Plan my {whole.format(savedNames)} {savedNames === 1 ? 'name' : 'names'} again at {percent}%
          </button>
        )}
      </div>
      <p
        id="portfolio-commission-help"
        className={`text-sm ${commissionOk ? 'text-base-content/70' : 'text-error'}`}
      >
        {commissionOk
          ? `What the marketplace keeps of a sale; ${Math.round(DEFAULT_COMMISSION * 100)}% unless you set yours. It applies to the next plan.`
          : 'Enter a commission from 0 to 90%.'}
      </p>
    </form>
  );
}
