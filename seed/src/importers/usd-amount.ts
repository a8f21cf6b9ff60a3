/** "$12,500", "12500.00", "USD 12,500" -> 12500; undefined for anything else, negatives included. */
export function usdAmountOf(text: string): number | undefined {
  const plain = text.replace(/^\s*(?:usd|us\$|\$)\s*/i, '').replace(/\s*(?:usd)?\s*$/i, '');
  if (!/^\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(plain)) return undefined;
  return Math.round(Number(plain.replaceAll(',', '')));
}
