import * as z from 'zod';
import { figureSourceSchema } from './figure-source.ts';

/**
 * Where a name's registration facts come from: its status (with `available` and
 * `lastChecked`), its registration and expiry dates (and the days left), its registrar and
 * its history (first registered, last owner, prior use).
 */
export const registryFactSourcesSchema = z.object({
  status: figureSourceSchema,
  registrationDate: figureSourceSchema,
  expiryDate: figureSourceSchema,
  registrar: figureSourceSchema,
  history: figureSourceSchema,
});
export type RegistryFactSources = z.infer<typeof registryFactSourcesSchema>;
