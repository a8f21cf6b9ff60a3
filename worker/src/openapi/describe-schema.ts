import type { JsonSchema } from './json-schema.ts';

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const safeIntegerBound = 9007199254740991;

/** Constraints worth telling a reader; the JS safe-integer bounds zod adds to every int are noise. */
function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  const bound = (key: string, label: string) => {
    const value = schema[key];
    if (typeof value === 'number' && Math.abs(value) !== safeIntegerBound) out.push(`${label} ${value}`);
  };
  bound('minimum', '≥');
  bound('exclusiveMinimum', '>');
  bound('maximum', '≤');
  bound('exclusiveMaximum', '<');
  bound('minLength', 'length ≥');
  bound('maxLength', 'length ≤');
  bound('minItems', 'items ≥');
  bound('maxItems', 'items ≤');
  if (typeof schema.format === 'string') out.push(`format ${schema.format}`);
  else if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

export const componentAnchor = (name: string) => `schema-${name}`;

/** A one-line type: `string`, `integer`, `array of Domain`, `"a" | "b"`, `Domain` (linked). */
function typeLabel(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? '';
    return `<a href="#${componentAnchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(' | ');
  }
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) return variants.map(typeLabel).join(' or ');
  if (schema.type === 'array' && schema.items) return `array of ${typeLabel(schema.items as JsonSchema)}`;
  if (Array.isArray(schema.type)) return schema.type.map((t) => escapeHtml(String(t))).join(' or ');
  if (typeof schema.type === 'string') return escapeHtml(schema.type);
  return 'any JSON value';
}

function innerObject(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object' && schema.properties) return schema;
  if (schema.type === 'array' && schema.items) return innerObject(schema.items as JsonSchema);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return variants?.map(innerObject).find(Boolean);
}

/** A readable outline of a schema: type, constraints and, for objects, each field nested. */
export function describeSchema(schema: JsonSchema): string {
  const object = innerObject(schema);
  const head = `<span class="type">${typeLabel(schema)}</span>`;
  if (!object) {
    const notes = constraintsOf(schema);
    return notes.length > 0 ? `${head} <span class="notes">${escapeHtml(notes.join(', '))}</span>` : head;
  }
  const required = new Set((object.required ?? []) as string[]);
  const fields = Object.entries(object.properties as Record<string, JsonSchema>).map(([name, field]) => {
    const notes = constraintsOf(field);
    const nested = innerObject(field)
      ? describeSchema(field)
      : `<span class="type">${typeLabel(field)}</span>`;
    return `<li><code class="field">${escapeHtml(name)}</code>${required.has(name) ? '' : ' <span class="optional">optional</span>'} ${nested}${
      notes.length > 0 ? ` <span class="notes">${escapeHtml(notes.join(', '))}</span>` : ''
    }${typeof field.description === 'string' ? `<p>${escapeHtml(field.description)}</p>` : ''}</li>`;
  });
  return `${head}<ul class="fields">${fields.join('')}</ul>`;
}
