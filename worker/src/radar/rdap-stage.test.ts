import { describe, expect, it } from 'vitest';
import { stageOfDomainObject } from './rdap-stage.ts';

const now = new Date('2026-11-27T12:00:00Z');

describe('stageOfDomainObject', () => {
  it('reads redemption before pending delete, which a name in redemption also carries', () => {
    expect(stageOfDomainObject(['pending delete', 'redemption period'], null, now)).toBe('redemption');
    expect(stageOfDomainObject(['Pending Restore'], null, now)).toBe('redemption');
  });

  it('reads pending delete alone as pending delete', () => {
    expect(stageOfDomainObject(['pending delete', 'server hold'], null, now)).toBe('pending-delete');
  });

  it('reads the auto renew grace period as expired even when the expiry already moved a year on', () => {
    expect(stageOfDomainObject(['auto renew period', 'client hold'], '2027-11-20T00:00:00Z', now)).toBe(
      'expired',
    );
  });

  it('reads a name without lifecycle statuses by its expiration event', () => {
    expect(stageOfDomainObject(['active'], '2026-11-01T00:00:00Z', now)).toBe('expired');
    expect(stageOfDomainObject(['active'], '2027-11-01T00:00:00Z', now)).toBe('registered');
    expect(stageOfDomainObject([], null, now)).toBe('registered');
  });

  it('reads a reserved status as reserved', () => {
    expect(stageOfDomainObject(['reserved'], null, now)).toBe('reserved');
  });
});
