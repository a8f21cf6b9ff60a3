import * as z from 'zod';

/** A query string carries "" for a cleared field; treat it as not set. */
export const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional whole number from a query string, 0 up to `max`. */
export const wholeNumber = (max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number, 0 or more')
      .transform(Number)
      .pipe(z.number().max(max, `must be at most ${max}`))
      .optional(),
  );

/** The 1-based page number of a paged list. */
export const pageNumber = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number, 1 or more')
    .transform(Number)
    .pipe(z.number().min(1, 'must be 1 or more'))
    .default(1),
);

/** Rows per page, from 1 up to the list's cap. */
export const pageSizeOf = (defaultSize: number, max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().min(1, 'must be 1 or more').max(max, `must be at most ${max}`))
      .default(defaultSize),
  );
