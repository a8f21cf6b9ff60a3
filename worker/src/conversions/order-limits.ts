/**
 * How many orders the worker reports before it refuses more. A person acquires a name or
 * two a day; a script replaying a click id books as many as it is let. Both counts run over
 * the last day, so a refused visitor can order again tomorrow.
 */
export const ORDER_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MAX_ORDERS_PER_VISITOR = 5;
/** A name is sold once; a few orders a day allow for visitors who try again, not more. */
export const MAX_ORDERS_PER_DOMAIN = 3;
/** A failed createOrders call is tried again on a replay of its order, up to this many calls in all. */
export const MAX_UPSTREAM_ATTEMPTS = 5;
