/**
 * The ids of a conversion, free of zod so the browser can check a click id without loading
 * a schema library; conversions.ts builds the API contract from them.
 */

// The network keys orders and clicks by these ids: letters, digits and a few separators.
export const orderIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
export const clickIdPattern = /^[A-Za-z0-9_.-]{1,128}$/;

/** How long a click still earns the referral: the network's cookie window. */
export const clickLifetimeDays = 45;
