import { refusedLeads } from '@domainary/schema/tables/index.ts';
import type { Database } from '../../db/database.ts';

export type RefusedLead = Omit<typeof refusedLeads.$inferInsert, 'id'>;

/**
 * Keeps a refused click or order for the operator. A failure to keep it is logged and never
 * changes the visitor's answer: the refusal itself already holds.
 */
export async function recordRefusedLead(db: Database, refused: RefusedLead): Promise<void> {
  try {
    await db.insert(refusedLeads).values(refused);
  } catch (error) {
    console.error('refused lead not kept', refused.kind, refused.reason, error);
  }
}
