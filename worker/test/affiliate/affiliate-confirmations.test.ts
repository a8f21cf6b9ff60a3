import { apiErrorSchema, leadConfirmationResponseSchema } from '@domainary/schema/contracts/index.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { describe, expect, it } from 'vitest';
import { MIN_SHARED_SECRET_BYTES } from '../../src/http/shared-secret.ts';
import {
  callbackSecret,
  confirmLead,
  conversionRows,
  convert,
  visitorLandedWith,
} from '../support/conversion-client.ts';
import { conversionFixture } from '../support/conversion-fixture.ts';
import { expectRateLimited, passedBeforeLimited } from '../support/expect-rate-limited.ts';

const { clickId, order } = conversionFixture({
  orderId: 'DMN-LEAD-OK-1',
  clickId: 'c0ffee11eb834200a10a1eb9727166dd',
});
const withSecret = { authorization: `Bearer ${callbackSecret}` };

async function recordLead() {
  const res = await convert(order, { configured: false, cookie: await visitorLandedWith(clickId) });
  expect(res.status).toBe(201);
}

const statusOfLead = async () => (await conversionRows())[0]?.status;

describe('POST /api/affiliate-confirmations', () => {
  it('settles a pending lead with the status the network sends, once', async () => {
    await recordLead();
    expect(await statusOfLead()).toBe('Pending');
    const res = await confirmLead({ orderId: order.orderId, status: 'Confirmed' }, withSecret);
    expect(res.status).toBe(200);
    expect(leadConfirmationResponseSchema.parse(await res.json())).toEqual({
      orderId: order.orderId,
      status: 'Confirmed',
      changed: true,
    });
    expect(await statusOfLead()).toBe('Confirmed');

    const again = await confirmLead({ orderId: order.orderId, status: 'Confirmed' }, withSecret);
    expect(await again.json()).toMatchObject({ changed: false });
    const reversed = await confirmLead({ orderId: order.orderId, status: 'Declined' }, withSecret);
    expect(reversed.status).toBe(409);
    expect(await statusOfLead()).toBe('Confirmed');
  });

  it.each([
    ['no Authorization header', {}],
    ['the wrong secret', { authorization: 'Bearer not-the-secret' }],
    ['the secret with one character more', { authorization: `Bearer ${callbackSecret}x` }],
    ['the secret without the Bearer scheme', { authorization: callbackSecret }],
  ])('refuses %s with 401 and changes nothing', async (_, setup) => {
    await recordLead();
    const res = await confirmLead({ orderId: order.orderId, status: 'Confirmed' }, setup);
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('unauthorized');
    expect(await statusOfLead()).toBe('Pending');
  });

  it('answers 503 and settles nothing where no secret is configured, whatever is presented', async () => {
    await recordLead();
    const res = await confirmLead(
      { orderId: order.orderId, status: 'Confirmed' },
      { callbackSecret: '', authorization: 'Bearer ' },
    );
    expect(res.status).toBe(503);
    expect(apiErrorSchema.parse(await res.json()).error.message).toContain('AFFILIATE_CALLBACK_SECRET');
    expect(await statusOfLead()).toBe('Pending');
  });

  it('answers 503 and settles nothing where the configured secret is too short to stand against guessing', async () => {
    await recordLead();
    const res = await confirmLead(
      { orderId: order.orderId, status: 'Confirmed' },
      { callbackSecret: 'short-secret', authorization: 'Bearer short-secret' },
    );
    expect(res.status).toBe(503);
    const message = apiErrorSchema.parse(await res.json()).error.message;
    expect(message).toContain(`shorter than ${MIN_SHARED_SECRET_BYTES} bytes`);
    expect(message).not.toContain('short-secret');
    expect(await statusOfLead()).toBe('Pending');
  });

  it('limits the tries of one client address: a guesser gets 429 past ten a minute', async () => {
    const ip = newClientAddress();
    const guess = () =>
      confirmLead({ orderId: order.orderId, status: 'Confirmed' }, { ip, authorization: 'Bearer guess' });
    const passed = await passedBeforeLimited(guess, 10, { batch: 5, passing: [401] });
    expect(passed).toBeGreaterThanOrEqual(10);
    expect(passed).toBeLessThanOrEqual(20);
    await expectRateLimited(await guess());
  });

  it.each([
    ['a status other than Confirmed or Declined', { orderId: order.orderId, status: 'Accepted' }],
    ['no order id', { status: 'Confirmed' }],
    ['an unknown field', { orderId: order.orderId, status: 'Confirmed', amount: 210000 }],
  ])('answers %s with 400 and changes nothing', async (_, body) => {
    await recordLead();
    const res = await confirmLead(body, withSecret);
    expect(res.status).toBe(400);
    expect(await statusOfLead()).toBe('Pending');
  });

  it('answers 404 for an order it never recorded', async () => {
    const res = await confirmLead({ orderId: 'NEVER-1', status: 'Declined' }, withSecret);
    expect(res.status).toBe(404);
  });
});
