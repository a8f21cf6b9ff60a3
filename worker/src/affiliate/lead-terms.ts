import { ConfigurationError } from '../http/configuration-error.ts';

/**
 * What the site reports for an order. The site refers a visitor to a registrar and never sees
 * the sale, so it reports a lead: the operator's agreed value per lead (0 unless configured,
 * never the name's price) with the configured status (Pending unless configured) until the
 * network or registrar confirms or declines it.
 */
export interface LeadTerms {
  valueUsd: number;
  status: string;
}

export interface LeadEnv {
  AFFILIATE_LEAD_VALUE_USD: string;
  AFFILIATE_REPORTED_STATUS: string;
}

const defaultStatus = 'Pending';
/** Letters only, as the network's status names are (Pending, Accepted, ...). */
const statusPattern = /^[A-Za-z]{1,32}$/;

/** The lead terms of this deployment; an unusable setting stops the request with 503 naming it. */
export function leadTermsOf(env: LeadEnv): LeadTerms {
  const value = env.AFFILIATE_LEAD_VALUE_USD.trim();
  const valueUsd = value === '' ? 0 : Number(value);
  if (!Number.isFinite(valueUsd) || valueUsd < 0) {
    throw new ConfigurationError('AFFILIATE_LEAD_VALUE_USD must be a number of dollars, 0 or more');
  }
  const status = env.AFFILIATE_REPORTED_STATUS.trim() || defaultStatus;
  if (!statusPattern.test(status)) {
    throw new ConfigurationError('AFFILIATE_REPORTED_STATUS must be one word, such as Pending');
  }
  return { valueUsd, status };
}
