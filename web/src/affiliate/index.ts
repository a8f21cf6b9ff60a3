/**
 * What the affiliate feature offers the other features. They import it from here, never from the
 * files behind it (dependency-cruiser's web-feature-reaches-another-through-its-index).
 */
export { type ConversionOrder, newOrderId } from './conversion-order.ts';
export { ConversionTagFrame } from './conversion-tag-frame.tsx';
export { marketplaceLink, registrarLink, sponsoredRel } from './offer-links.ts';
export { reportConversion } from './report-conversion.ts';
export { marketplaceSearch, registrarOffer } from './settings.ts';
