import { currencies, isCurrencyCode } from '@domainary/schema/reference/currencies.ts';
import { useRef } from 'react';
import { useCurrency } from '../currency/use-currency.ts';
import { useValueSetBeforeHydration } from '../ui/use-value-set-before-hydration.ts';

/** The header's display-currency picker; fixed width so the header never shifts. */
export function CurrencySelect() {
  const { currency, setCurrency } = useCurrency();
  const select = useRef<HTMLSelectElement>(null);
  useValueSetBeforeHydration(select, currency.code, (code) => {
    if (isCurrencyCode(code)) setCurrency(code);
  });
  return (
    <label className="flex items-center">
      <span className="sr-only">Display currency</span>
      <select
        ref={select}
        className="select select-sm w-28"
        value={currency.code}
        onChange={(event) => {
          if (isCurrencyCode(event.target.value)) setCurrency(event.target.value);
        }}
      >
        {currencies.map(({ code, symbol }) => (
          <option key={code} value={code}>
            {symbol} {code}
          </option>
        ))}
      </select>
    </label>
  );
}
