/**
 * How many orders the worker records before it refuses more. A person acquires a name or
 * two a day; a script books as many as it is let. Both counts run over the last day, so a
 * refused client can order again tomorrow.
 */
export const ORDER_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Per client address (an IPv6 /64 as one), never per visitor cookie, which a script drops. */
export const MAX_ORDERS_PER_CLIENT = 5;
/**
 * A name is sold once; a few attributed orders a day allow for visitors who try again, not
 * more. Only orders with a recorded click count, so orders nobody can attribute never use up
 * a name's real ones.
 */
export const MAX_ORDERS_PER_DOMAIN = 3;
/** A failed createOrders call is tried again on a replay of its order, up to this many calls in all. */
export const MAX_UPSTREAM_ATTEMPTS = 5;
