import type { ZodType } from 'zod';
import * as z from 'zod';
import { schemaNames } from './schema-names.ts';

export type JsonSchema = { [key: string]: unknown };

const defsPrefix = '#/$defs/';
const componentsPrefix = '#/components/schemas/';

function pointDefsAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointDefsAtComponents);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith(defsPrefix)
        ? componentsPrefix + inner.slice(defsPrefix.length)
        : pointDefsAtComponents(inner);
  }
  return out;
}

/**
 * Converts zod contracts into the JSON Schema 2020-12 dialect of OpenAPI 3.1. Responses
 * (output) lift the shared, named shapes into components so a Domain is described once;
 * inputs are converted as a client must send them (before coercion and transforms).
 */
export class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  output(schema: ZodType): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      io: 'output',
      metadata: schemaNames,
      unrepresentable: 'any',
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = converted;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.components[name] = pointDefsAtComponents(def) as JsonSchema;
    }
    return pointDefsAtComponents(rest) as JsonSchema;
  }

  input(schema: ZodType): JsonSchema {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    return rest;
  }
}
