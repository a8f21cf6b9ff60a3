import type { NamePlan, PortfolioName, SavedPortfolio } from '@domainary/schema/contracts/portfolio.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../api/error-message.ts';
import { type PlanRow, planPortfolio } from './portfolio-api.ts';
import { forgetPortfolio, loadPortfolio, savePortfolio } from './portfolio-storage.ts';

export type PlanState =
  | { kind: 'empty' }
  | { kind: 'planning'; planned: number; total: number }
  | { kind: 'planned'; plans: NamePlan[]; refused: { domain: string; error: string }[] }
  | { kind: 'failed'; message: string };

const isPlan = (row: PlanRow): row is NamePlan => !('error' in row);

/**
 * The portfolio of this page: kept in this browser's storage, planned by the API in batches.
 * A portfolio kept from an earlier visit is planned again on arrival, so its figures are
 * today's. A new plan replaces one still running.
 */
export function usePortfolioPlan() {
  const [state, setState] = useState<PlanState>({ kind: 'empty' });
  // The page is built in the browser only, so the kept portfolio is read as it first renders.
  const [portfolio, setPortfolio] = useState<SavedPortfolio | null>(loadPortfolio);
  const [stored, setStored] = useState(true);
  const running = useRef<AbortController | null>(null);

  const plan = useCallback(async (names: PortfolioName[], commission: number) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPortfolio({ names, commission });
    setStored(savePortfolio({ names, commission }));
    setState({ kind: 'planning', planned: 0, total: names.length });
    try {
      const rows = await planPortfolio(
        names,
        commission,
        (planned) => setState({ kind: 'planning', planned, total: names.length }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setState({
        kind: 'planned',
        plans: rows.filter(isPlan),
        refused: rows.flatMap((row) => (isPlan(row) ? [] : [{ domain: row.domain, error: row.error }])),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        kind: 'failed',
        message: errorMessageOf(error, 'The portfolio could not be planned. Please try again.'),
      });
    }
  }, []);

  const clear = useCallback(() => {
    running.current?.abort();
    forgetPortfolio();
    setPortfolio(null);
    setState({ kind: 'empty' });
  }, []);

  // Planned once on arrival; later plans start from the page.
  const [arrived] = useState(portfolio);
  useEffect(() => {
    if (arrived && arrived.names.length > 0) void plan(arrived.names, arrived.commission);
    return () => running.current?.abort();
  }, [arrived, plan]);

  return { state, portfolio, stored, plan, clear };
}
