import * as z from 'zod';

/** Liveness only: a probe may poll it, so it reads no table (D1 bills every row a count scans). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ backend: z.enum(['d1', 'libsql']), reachable: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;
