import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptedPayload } from './push-request.ts';

/**
 * RFC 8291 Appendix A: the example message of Section 5 with the keys and salt that made it.
 * The encryption draws its salt and its ephemeral key pair at random; the test hands it these.
 */
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** The RFC's application server key pair, as WebCrypto ECDH keys. */
async function rfcServerKeys(): Promise<CryptoKeyPair> {
  const point = bytes(RFC8291.asPublic);
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: base64url(point.slice(1, 33)),
    y: base64url(point.slice(33, 65)),
  };
  const algorithm = { name: 'ECDH', namedCurve: 'P-256' };
  return {
    privateKey: await crypto.subtle.importKey('jwk', { ...jwk, d: RFC8291.asPrivate }, algorithm, false, [
      'deriveBits',
    ]),
    publicKey: await crypto.subtle.importKey('jwk', jwk, algorithm, true, []),
  };
}

const subscription = {
  endpoint: 'https://push.example/rfc8291',
  expirationTime: null,
  keys: { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('push payload encryption', () => {
  it('gives RFC 8291’s example message byte for byte from its keys and salt', async () => {
    const serverKeys = await rfcServerKeys();
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(bytes(RFC8291.salt));
      return array;
    });
    vi.spyOn(crypto.subtle, 'generateKey').mockResolvedValue(serverKeys as never);
    // The RFC's example is one record with no padding.
    const body = await encryptedPayload(subscription, RFC8291.plaintext, false);
    expect(base64url(body)).toBe(RFC8291.body);
  });

  it('pads every alert to the same length, with a fresh salt and key each time', async () => {
    const short = await encryptedPayload(subscription, 'a');
    const long = await encryptedPayload(subscription, 'a much longer alert about a name in pending delete');
    expect(short.byteLength).toBe(long.byteLength);
    // RFC 8188 2.1: salt (16 bytes), record size 4096, key id length 65, then the sender's public key.
    expect([...short.slice(16, 21)]).toEqual([0, 0, 16, 0, 65]);
    expect(base64url(short.slice(0, 16))).not.toBe(base64url(long.slice(0, 16)));
    expect(base64url(short.slice(21, 86))).not.toBe(base64url(long.slice(21, 86)));
  });
});
