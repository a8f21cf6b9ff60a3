import { type SavedPortfolio, savedPortfolioSchema } from '@domainary/schema/contracts/portfolio.ts';

const STORAGE_KEY = 'domainary-portfolio';

/** The portfolio kept in this browser, or null when there is none (or what is kept cannot be read). */
export function loadPortfolio(): SavedPortfolio | null {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (text === null) return null;
    const parsed = savedPortfolioSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage can be blocked (privacy modes) or hold text that is not JSON: nothing is kept.
    return null;
  }
}

/** Keeps the portfolio in this browser only; false when the browser refuses to store it. */
export function savePortfolio(portfolio: SavedPortfolio): boolean {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(portfolio));
    return true;
  } catch {
    return false;
  }
}

export function forgetPortfolio(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored where storage is blocked.
  }
}
