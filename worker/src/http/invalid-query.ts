/**
 * A query that passed its schema but that the data refuses (a keyword too broad to count, a
 * cursor from another search): thrown where it is found, answered by the app's error handler
 * as a 400 naming the field, in the same shape as the validator's answers.
 */
export class InvalidQueryError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'InvalidQueryError';
    this.field = field;
  }
}
