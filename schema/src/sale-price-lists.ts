/**
 * The sales search's exact figures without reading every sale, because D1 bills every row a
 * query reads. sale_price_lists, derived from `sales` and rebuilt by the statements below
 * after any load (seed, importer), holds one row per (extension, channel, year) and one per
 * (channel, year) over every extension (extension ''): the group's prices in ascending order
 * (ties by id) as a JSON array, with the ids and labels of the same sales in the same order.
 * A search without a keyword of trigram length reads the few groups its filters name, cuts
 * each at the price bounds and checks a short keyword on the labels.
 *
 * sale_price_lists_state.stale turns 1 on any write to sales (triggers in the migration);
 * while it is 1 the search reads the sales themselves: a missed rebuild costs speed, never
 * truth.
 */

/** Every extension's sales together, in the extension column. */
export const ALL_EXTENSIONS = '';

const listColumns = (groupBy: string) => `json_group_array(price_usd order by price_usd, id),
    json_group_array(id order by price_usd, id),
    json_group_array(label order by price_usd, id)
  from sales group by ${groupBy}`;

/** Statements that rebuild the lists from sales; run them in order, in one transaction when possible. */
export const rebuildSalePriceListsStatements: readonly string[] = [
  'delete from sale_price_lists',
  `insert into sale_price_lists (extension, channel, year, prices, ids, labels)
   select extension, channel, year, ${listColumns('extension, channel, year')}`,
  `insert into sale_price_lists (extension, channel, year, prices, ids, labels)
   select '${ALL_EXTENSIONS}', channel, year, ${listColumns('channel, year')}`,
  // Stamped to the millisecond: the API keeps the sold names it read per build, so two
  // rebuilds within one second around new sales must not look alike.
  `insert into sale_price_lists_state (id, stale, rebuilt_at) values (1, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   on conflict (id) do update set stale = 0, rebuilt_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
];
