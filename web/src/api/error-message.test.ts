import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request.ts';
import { errorDetailOf, errorMessageOf, mayPassOnRetry, ScreenRequestError } from './error-message.ts';

const jsonError = (message: string) => JSON.stringify({ error: { code: 'invalid_query', message } });

describe('errorMessageOf', () => {
  it("shows the API's own message", () => {
    const failure = new ApiRequestError(400, jsonError('industry: no company has this industry'));
    expect(errorMessageOf(failure, 'Please try again.')).toBe('industry: no company has this industry');
  });

  it('turns a 429 without a message of its own into a sentence, never its body', () => {
    const failure = new ApiRequestError(429, '<html><body>Rate limited</body></html>');
    const shown = errorMessageOf(failure, 'Please try again.');
    expect(shown).toBe('Too many requests right now. Please wait a minute and try again.');
    expect(shown).not.toContain('429');
  });

  it('falls back to the sentence given for a body that is not the API error JSON', () => {
    for (const body of ['Bad Gateway', '{"error":{}}', '{"error":{"message":""}}', 'null']) {
      expect(errorMessageOf(new ApiRequestError(502, body), 'The sales could not be loaded.')).toBe(
        'The sales could not be loaded.',
      );
    }
  });

  it('falls back for a failure that never reached the API', () => {
    expect(errorMessageOf(new TypeError('Failed to fetch'), 'Please check your connection.')).toBe(
      'Please check your connection.',
    );
  });

  it("shows a screen's fixed message, and its cause's message as the detail", () => {
    const cause = new ApiRequestError(400, jsonError('country: no company is based in ZZ'));
    const failure = new ScreenRequestError('Failed to fetch companies', cause);
    expect(errorMessageOf(failure, 'Please try again.')).toBe('Failed to fetch companies');
    expect(errorDetailOf(failure)).toBe('country: no company is based in ZZ');
    expect(errorDetailOf(new ScreenRequestError('Failed to fetch companies', new TypeError('x')))).toBe(
      undefined,
    );
  });
});

describe('mayPassOnRetry', () => {
  it('offers a retry for a busy or rate-refusing API and for a request that never reached it', () => {
    const busy = jsonError('This search took too long and was stopped. Please try again in a few seconds.');
    expect(
      mayPassOnRetry(new ScreenRequestError('Failed to fetch companies', new ApiRequestError(503, busy))),
    ).toBe(true);
    expect(mayPassOnRetry(new ApiRequestError(429, ''))).toBe(true);
    expect(mayPassOnRetry(new ApiRequestError(500, ''))).toBe(true);
    expect(
      mayPassOnRetry(new ScreenRequestError('Failed to fetch companies', new TypeError('Failed to fetch'))),
    ).toBe(true);
  });

  it('offers none for a request the API refused as wrong, which would be refused again', () => {
    const refused = new ApiRequestError(400, jsonError('industry: no company has this industry'));
    expect(mayPassOnRetry(new ScreenRequestError('Failed to fetch companies', refused))).toBe(false);
    expect(mayPassOnRetry(new ApiRequestError(404, ''))).toBe(false);
  });
});
