import type { OpenApiDocument } from './build-document.ts';
import { componentAnchor, describeSchema, escapeHtml } from './describe-schema.ts';
import type { JsonSchema } from './json-schema.ts';

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: Array<{
    name: string;
    in: string;
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};

const styles = `
:root { color-scheme: light dark; --muted: #5b6472; --line: #d7dce3; --accent: #1d4ed8; }
@media (prefers-color-scheme: dark) { :root { --muted: #a3adbb; --line: #374151; --accent: #93b4ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.55 system-ui, sans-serif; }
a { color: var(--accent); }
a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.layout { display: grid; grid-template-columns: 16rem 1fr; max-width: 80rem; margin: 0 auto; }
nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding: 1.5rem 1rem; border-right: 1px solid var(--line); font-size: .9rem; }
nav ul { list-style: none; padding-left: .5rem; margin: .25rem 0 1rem; }
main { padding: 1.5rem 2rem 4rem; min-width: 0; }
h1 { margin-top: 0; } h2 { border-bottom: 1px solid var(--line); padding-bottom: .25rem; margin-top: 2.5rem; }
section.operation { border: 1px solid var(--line); border-radius: .5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
h3 { margin: 0 0 .5rem; font-size: 1.05rem; display: flex; gap: .6rem; align-items: baseline; flex-wrap: wrap; }
.method { font: 700 .8rem ui-monospace, monospace; padding: .1rem .45rem; border-radius: .25rem; color: #fff; background: #334155; }
.method.get { background: #0f5f8a; } .method.post { background: #166534; } .method.delete { background: #9f1239; }
code { font-family: ui-monospace, monospace; font-size: .9em; }
.path { font-weight: 600; word-break: break-all; }
h4 { margin: 1rem 0 .35rem; font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
table { border-collapse: collapse; width: 100%; font-size: .92rem; }
th, td { text-align: left; vertical-align: top; padding: .35rem .5rem; border-bottom: 1px solid var(--line); }
.fields { list-style: none; margin: .25rem 0; padding-left: 1.1rem; border-left: 2px solid var(--line); }
.fields p { margin: 0; color: var(--muted); }
.type { color: var(--muted); } .notes, .optional { color: var(--muted); font-size: .85rem; }
.optional { font-style: italic; }
@media (max-width: 50rem) { .layout { grid-template-columns: 1fr; } nav { position: static; max-height: none; border-right: 0; border-bottom: 1px solid var(--line); } }
`;

function renderOperation(method: string, path: string, op: Operation): string {
  const parameters = op.parameters ?? [];
  const params =
    parameters.length === 0
      ? ''
      : `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Schema</th></tr></thead><tbody>${parameters
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? '' : ' <span class="optional">optional</span>'}</td><td>${escapeHtml(p.in)}</td><td>${describeSchema(p.schema)}${
                p.description ? `<p>${escapeHtml(p.description)}</p>` : ''
              }</td></tr>`,
          )
          .join('')}</tbody></table>`;
  const body = op.requestBody?.content['application/json']
    ? `<h4>JSON body</h4>${describeSchema(op.requestBody.content['application/json'].schema)}`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? [];
      const shape =
        mediaType === 'application/json' && content
          ? describeSchema(content.schema)
          : mediaType
            ? `<code>${escapeHtml(mediaType)}</code>`
            : '';
      return `<tr><td><code>${escapeHtml(status)}</code></td><td>${escapeHtml(response.description)}</td><td>${shape}</td></tr>`;
    })
    .join('');
  return `<section class="operation" id="${escapeHtml(op.operationId)}" aria-labelledby="${escapeHtml(op.operationId)}-title">
<h3 id="${escapeHtml(op.operationId)}-title"><span class="method ${method}">${method.toUpperCase()}</span><code class="path">${escapeHtml(path)}</code><span>${escapeHtml(op.summary)}</span></h3>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}${params}${body}
<h4>Responses</h4><table><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Body</th></tr></thead><tbody>${responses}</tbody></table>
</section>`;
}

/**
 * The API reference as one self-contained HTML page drawn from the OpenAPI document: no
 * script and no third-party asset, so it renders offline and under the strict CSP.
 */
export function renderApiReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as unknown as Operation;
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op)]);
      toc.set(tag, [
        ...(toc.get(tag) ?? []),
        `<li><a href="#${escapeHtml(op.operationId)}">${method.toUpperCase()} ${escapeHtml(path.replace(/^\/api/, ''))}</a></li>`,
      ]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(doc.components.schemas).sort(([a], [b]) => a.localeCompare(b));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title><meta name="description" content="Every route of the ${escapeHtml(doc.info.title)}: parameters, bodies and responses.">
<style>${styles}</style></head>
<body><div class="layout">
<nav aria-label="API sections">${tags
    .map((tag) => `<strong>${escapeHtml(tag)}</strong><ul>${(toc.get(tag) ?? []).join('')}</ul>`)
    .join('')}<strong><a href="#schemas">Schemas</a></strong></nav>
<main>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
${tags.map((tag) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
<h2 id="schemas">Schemas</h2>
${schemas
  .map(
    ([name, schema]) =>
      `<section class="operation" id="${componentAnchor(escapeHtml(name))}"><h3>${escapeHtml(name)}</h3>${describeSchema(schema)}</section>`,
  )
  .join('\n')}
</main></div></body></html>`;
}
