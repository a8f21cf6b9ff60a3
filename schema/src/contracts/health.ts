import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ backend: z.enum(['d1', 'libsql']), reachable: z.boolean() }),
  counts: z.object({ companies: z.number().int(), domains: z.number().int(), sales: z.number().int() }),
});
export type Health = z.infer<typeof healthSchema>;
