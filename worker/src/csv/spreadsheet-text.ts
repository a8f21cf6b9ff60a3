/** A CSV cell a spreadsheet would run as a formula is kept as text (OWASP CSV injection). */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
