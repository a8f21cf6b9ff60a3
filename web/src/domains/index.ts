/**
 * What the domains feature offers the other features. They import it from here, never from the
 * files behind it (dependency-cruiser's web-feature-reaches-another-through-its-index).
 */
export { acquirable, acquireOrder } from './acquire-order.ts';
export { AvailabilityNote, checkedTime, checkedWithText, isSampleSource } from './availability-note.tsx';
export { figureNames, searchInterestText } from './figure-names.ts';
export { daysFrom } from './listing-display.ts';
export { LOOKALIKE_RISK, LookalikeNote } from './lookalike-note.tsx';
export { registrationText } from './registration-text.ts';
export { StatusBadge } from './status-badge.tsx';
