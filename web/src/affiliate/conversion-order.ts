import type { ConversionRequest } from '@domainary/schema/contracts/conversions.ts';

/**
 * What the Acquire flow knows about an order: the id it made up and the name the visitor
 * went on to acquire. The worker sets the lead's value and status from its own settings;
 * the click id is added from the landing when there was one.
 */
export type ConversionOrder = Omit<ConversionRequest, 'clickId'>;

/** A fresh order id in the network's alphabet (letters, digits, - and _), unique per acquire. */
export function newOrderId(): string {
  return `DMN-${Date.now().toString(36).toUpperCase()}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
}
