import fc from 'fast-check';
import type { JsonSchema } from '../../../src/openapi/json-schema.ts';

/** Ids a field or parameter named like one should often hit, so requests reach real rows. */
export type KnownIds = (name: string) => readonly number[];

const maxInt = Number.MAX_SAFE_INTEGER;
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function integerArbitrary(schema: JsonSchema, name: string, knownIds: KnownIds): fc.Arbitrary<number> {
  const min = Math.max(
    numberOr(schema.minimum, -maxInt),
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -maxInt,
  );
  const max = Math.min(
    numberOr(schema.maximum, maxInt),
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : maxInt,
  );
  const any = fc.oneof(
    fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) }),
    fc.integer({ min, max }),
  );
  const ids = knownIds(name);
  return ids.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, any) : any;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  const maxLength = Math.min(numberOr(schema.maxLength, 30), 30);
  const minLength = Math.min(numberOr(schema.minLength, 0), maxLength);
  if (typeof schema.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= numberOr(schema.maxLength, Infinity));
  }
  return fc.oneof(
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
    fc.stringMatching(/^[a-z][a-z0-9]{0,14}$/).filter((s) => s.length >= minLength && s.length <= maxLength),
  );
}

/**
 * Values shaped like a JSON Schema asks, so fuzzing also reaches the code behind the
 * validator: right types, ranges and patterns, with ids biased to rows that exist.
 */
export function fromJsonSchema(schema: JsonSchema, knownIds: KnownIds, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) return fc.oneof(...variants.map((v) => fromJsonSchema(v, knownIds, name)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => fromJsonSchema({ ...schema, type }, knownIds, name)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(schema, name, knownIds);
    case 'number':
      return fc.double({
        min: numberOr(schema.minimum, -1e6),
        max: numberOr(schema.maximum, 1e6),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const items = fromJsonSchema((schema.items ?? {}) as JsonSchema, knownIds, name);
      const minLength = numberOr(schema.minItems, 0);
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(numberOr(schema.maxItems, 4), 4)),
      });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, fromJsonSchema(property, knownIds, key)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []) as string[] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
