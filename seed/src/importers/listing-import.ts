import type { DatabaseSync } from 'node:sqlite';
import { SAMPLE_SOURCE } from '@domainary/schema/record-source.ts';
import { domains } from '@domainary/schema/tables/index.ts';
import { valueName } from '@domainary/worker/valuation/engine/index.ts';
import { domainRow } from '../datasets/shared/domain-row.ts';
import { layoutOf } from '../load/table-layout.ts';
import { RejectedRowsError } from './company-import.ts';
import type { CsvRow } from './csv-records.ts';
import type { ImportReport } from './import-report.ts';
import type { ListingColumns } from './listing-columns.ts';
import { type ImportedListing, listingOfRow } from './listing-record.ts';
import { inTransaction } from './transaction.ts';

export interface ListingImportOutcome {
  /** Names the database did not hold, added with the engine's value and scores. */
  added: number;
  /** Names it held, whose listing facts the feed replaced. */
  updated: number;
  /** Sample aftermarket names removed with --replace-sample. */
  sampleRemoved: number;
}

export interface ListingImportOptions {
  now: Date;
  strict: boolean;
  /** importSource('listings', file): recorded on every row the feed writes. */
  source: string;
  /** Remove the generated aftermarket names the feed did not list. */
  replaceSample: boolean;
}

/** Valid rows, each name once: a later repeat of a name in the file is rejected. */
function acceptedListings(rows: readonly CsvRow[], columns: ListingColumns, report: ImportReport, now: Date) {
  const lineOf = new Map<string, number>();
  const listings: ImportedListing[] = [];
  for (const { line, values } of rows) {
    const listing = listingOfRow(values, columns, now);
    if ('reason' in listing) {
      report.reject(line, listing.reason);
      continue;
    }
    const fqdn = `${listing.label}.${listing.extension}`;
    const earlier = lineOf.get(fqdn);
    if (earlier !== undefined) {
      report.reject(line, `${fqdn} already on line ${earlier}`);
      continue;
    }
    lineOf.set(fqdn, line);
    listings.push(listing);
  }
  return listings;
}

/**
 * Loads an aftermarket listings feed, all or nothing. A name the database holds takes the
 * feed's listing facts, and the generated ones it had (registration dates, registrar, last
 * owner, prices) are cleared rather than shown beside real ones; any other name is added,
 * valued by the engine. Every row written records the feed as its source, so the screens no
 * longer label it sample data. With `replaceSample`, the sample aftermarket names the feed did
 * not list are removed in the same transaction (company portfolios stay).
 */
export function importListingRows(
  db: DatabaseSync,
  rows: readonly CsvRow[],
  columns: ListingColumns,
  report: ImportReport,
  options: ListingImportOptions,
): ListingImportOutcome {
  const { now, source } = options;
  const listings = acceptedListings(rows, columns, report, now);
  if (options.strict && report.rejected.length > 0) throw new RejectedRowsError(report.rejected.length);
  const checkedAt = now.toISOString();
  return inTransaction(db, () => {
    const layout = layoutOf(domains);
    const find = db.prepare('select id from domains where name = ? and extension = ?');
    const update = db.prepare(
      `update domains set status = ?, available = 0, expiry_date = ?, registration_date = null,
         registrar = null, last_checked = ?, acquisition_fee = ?, current_bid = ?, is_premium = ?,
         auto_renewal_enabled = 0, first_registered = null, last_owner = null, prior_use = null,
         source = ?, listing_venue = ?, auction_ends_on = ?
       where id = ?`,
    );
    const insert = db.prepare(
      `insert into domains (${layout.columns.join(', ')}) values (${layout.columns.map(() => '?').join(', ')})`,
    );
    let nextId = Number(
      (db.prepare('select coalesce(max(id), 0) as id from domains').get() as { id: number }).id,
    );
    let added = 0;
    for (const listing of listings) {
      const known = find.get(listing.label, listing.extension) as { id: number } | undefined;
      if (known) {
        update.run(
          listing.status,
          listing.dropsOn,
          checkedAt,
          listing.askingPrice,
          listing.currentBid,
          listing.status === 'premium' ? 1 : 0,
          source,
          listing.venue,
          listing.auctionEndsOn,
          known.id,
        );
        continue;
      }
      nextId += 1;
      added += 1;
      const row = domainRow(
        {
          id: nextId,
          status: listing.status,
          // Listed by its holder or its registry's deletion: registered until sold or dropped.
          available: false,
          companyId: null,
          industry: null,
          registrationDate: null,
          expiryDate: listing.dropsOn,
          registrar: null,
          lastChecked: checkedAt,
          acquisitionFee: listing.askingPrice,
          currentBid: listing.currentBid,
          isPremium: listing.status === 'premium',
          autoRenewalEnabled: false,
          backlinks: 0,
          referringDomains: 0,
          firstRegistered: null,
          lastOwner: null,
          priorUse: null,
          source,
        },
        valueName(listing.label, listing.extension),
      );
      insert.run(
        ...layout.toRow({ ...row, listingVenue: listing.venue, auctionEndsOn: listing.auctionEndsOn }),
      );
    }
    const sampleRemoved = options.replaceSample
      ? Number(
          db.prepare('delete from domains where company_id is null and source = ?').run(SAMPLE_SOURCE)
            .changes,
        )
      : 0;
    report.accepted = listings.length;
    return { added, updated: listings.length - added, sampleRemoved };
  });
}
