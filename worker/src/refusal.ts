/**
 * What an operation answers when it will not do what was asked: the request was understood,
 * but the data or the deployment's settings refuse it. Every refusable operation answers
 * `Refusable<T>`, its result or `{ refused }`, and `refusalResponse` alone turns the refusal
 * into an HTTP answer, so services say why in words and never pick a status.
 *
 * - `invalid`: the input passed its schema but is wrong for what the data holds (a cursor from
 *   another search, a page too deep, a name that is not registrable); `field` names it.
 * - `not-found`: the thing the input names does not exist.
 * - `conflict`: the thing exists in a state that contradicts the request.
 * - `misconfigured`: a setting of this deployment is unusable; no input can fix it.
 */
type RefusalKind = 'invalid' | 'not-found' | 'conflict' | 'misconfigured';

/** The input at fault: where the request carried it and its name there. */
export interface RefusedField {
  in: 'query' | 'json';
  name: string;
}

export interface Refusal {
  kind: RefusalKind;
  /** Words for the visitor (or the operator, for `misconfigured`), without the field's name. */
  message: string;
  field?: RefusedField;
  /** The error code clients may branch on, where the kind's own is too general. */
  code?: string;
}

export interface Refused {
  refused: Refusal;
}

export type Refusable<T extends object> = T | Refused;

export function refuse(
  kind: RefusalKind,
  message: string,
  about: { field?: RefusedField; code?: string } = {},
): Refused {
  return { refused: { kind, message, ...about } };
}

/** An input refused for what the data holds, naming the field at fault. */
export const refuseField = (field: RefusedField, message: string): Refused =>
  refuse('invalid', message, { field });

export function isRefused<T extends object>(outcome: Refusable<T>): outcome is Refused {
  return Object.hasOwn(outcome, 'refused');
}
