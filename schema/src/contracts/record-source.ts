import * as z from 'zod';

/**
 * Where a stored row's facts came from: `sample` when the seed generated them (the screens say
 * "Sample data"), `import` when an operator loaded them from a file or feed, named in
 * `importedFrom` ("companies top-companies.csv").
 */
export const recordSourceSchema = z.object({
  kind: z.enum(['sample', 'import']),
  importedFrom: z.string().nullable(),
});
export type RecordSource = z.infer<typeof recordSourceSchema>;
