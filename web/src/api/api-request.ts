import { BOOKMARK_HEADER } from '@domainary/schema/contracts/read-consistency.ts';
import { bookmarkToSend, rememberBookmark } from './d1-bookmark.ts';

/**
 * A non-OK answer from the backend: its status, and its body as text (the API's JSON error
 * body, or whatever a proxy answered). The message is `<status>: <status text>` only, so the
 * body, which may be a whole HTML page, is never shown by accident.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText = '') {
    super(`${status}: ${statusText || 'request failed'}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

export type ApiRequestOptions = {
  method?: string;
  /** Sent as JSON; the JSON content type is added only when a body is given. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request finish after the page navigates away (a report sent on landing). */
  keepalive?: boolean;
};

/**
 * The one way the web calls the backend: always with the visitor cookie, JSON in
 * and out, and any non-OK status thrown as an ApiRequestError. An empty body reads as undefined.
 * Carries the D1 bookmark both ways, so the visitor always reads their own writes.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, keepalive }: ApiRequestOptions = {},
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', signal, keepalive };
  const headers: Record<string, string> = {};
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const bookmark = bookmarkToSend();
  if (bookmark) headers[BOOKMARK_HEADER] = bookmark;
  if (Object.keys(headers).length > 0) init.headers = headers;
  const response = await fetch(path, init);
  rememberBookmark(response.headers.get(BOOKMARK_HEADER));
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : (undefined as T);
}
