import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';

/**
 * A stand-in for an OpenAI-compatible chat-completions server on 127.0.0.1, so the worker
 * under test makes a real HTTP call. The base URL names the reply and the test run:
 * POST /<scenario>/<run>/v1/chat/completions records the request under <run>, and
 * GET /recorded/<run> hands the recorded requests back to the test.
 */
export interface RecordedChat {
  authorization: string | null;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

declare module 'vitest' {
  export interface ProvidedContext {
    fakeAiOrigin: string;
  }
}

/** What the "good" model proposes for the keyword "brew": some usable, some not. */
export const MODEL_NAMES = [
  { name: 'BrewHaven.com', reason: 'A haven for people who love a good brew.' },
  { name: 'brew-haven', reason: 'Duplicate of the first once cleaned.' },
  { name: 'Brewtopia', reason: 'A brewing utopia.' },
  { name: 'CloudNest', reason: 'Not about brewing at all.' },
  { name: 'brewly', reason: '' },
  { name: 'b', reason: 'Too short.' },
  { name: 'Kettle Brew Co', reason: 'Kettle brewing, said plainly.' },
  { name: 'brewbrewbrewbrewbrewbrew', reason: 'Far too long.' },
];

/** Names a test can keep, each with a reason that must not reach the visitor as written. */
export const HOSTILE_REASONS = [
  { name: 'brewhaven', reason: 'Order now at https://evil.example/brew?ref=1 for the best brew.' },
  { name: 'brewtopia', reason: 'A brewing utopia, see www.evil.example/deal today.' },
  { name: 'kettlebrew', reason: 'The shit name for brewers who give a damn.' },
  { name: 'brewly', reason: 'javascript://alert(1) brew' },
];

const chat = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

const replies: Record<string, (res: ServerResponse) => void> = {
  good: (res) => json(res, 200, chat(JSON.stringify({ names: MODEL_NAMES }))),
  // Models often wrap the JSON in prose and a code fence.
  fenced: (res) =>
    json(
      res,
      200,
      chat(`Here you go!\n\`\`\`json\n${JSON.stringify({ names: MODEL_NAMES.slice(0, 3) })}\n\`\`\``),
    ),
  'hostile-reasons': (res) => json(res, 200, chat(JSON.stringify({ names: HOSTILE_REASONS }))),
  'malformed-json': (res) => json(res, 200, chat('{"names": [{"name": "brewly", "reason": "cut off')),
  'prose-only': (res) => json(res, 200, chat('Sure! Some ideas: brewly, brewhub, brewnest.')),
  'wrong-shape': (res) => json(res, 200, chat(JSON.stringify({ ideas: 'brewly' }))),
  'no-choices': (res) => json(res, 200, { choices: [] }),
  'off-topic': (res) =>
    json(res, 200, chat(JSON.stringify({ names: ['cloudnest', 'skyforge', 'pixelpeak'] }))),
  'http-500': (res) => {
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end('model server exploded');
  },
  'not-json': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
  },
  // Never answers: the worker's own timeout has to end the call.
  hang: () => {},
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export default async function setup(project: TestProject) {
  const recorded = new Map<string, RecordedChat[]>();
  const server = createServer(async (req, res) => {
    const [, first, second, ...rest] = (req.url ?? '').split('/');
    if (req.method === 'GET' && first === 'recorded' && second)
      return json(res, 200, recorded.get(second) ?? []);
    const reply = first ? replies[first] : undefined;
    if (!reply || !second || rest.join('/') !== 'v1/chat/completions' || req.method !== 'POST') {
      return json(res, 404, { error: 'unknown fake route' });
    }
    const body = JSON.parse(await readBody(req));
    recorded.set(second, [
      ...(recorded.get(second) ?? []),
      { authorization: req.headers.authorization ?? null, body },
    ]);
    reply(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake AI server has no port');
  project.provide('fakeAiOrigin', `http://127.0.0.1:${address.port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
