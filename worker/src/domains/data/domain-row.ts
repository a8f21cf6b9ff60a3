import type { domains } from '@domainary/schema/tables/index.ts';
import type { StoredRow } from '../../db/stored-row.ts';

/** A `domains` row as raw SQL returns it (`select d.*`). */
export type DomainRow = StoredRow<typeof domains>;
