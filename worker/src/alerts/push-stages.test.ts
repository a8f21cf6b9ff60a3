import { describe, expect, it } from 'vitest';
import { alertStageOf } from './push-stages.ts';

describe('alertStageOf', () => {
  it('fires at the stages a buyer acts on', () => {
    expect(alertStageOf('expired', 'redemption')).toBe('redemption');
    expect(alertStageOf('redemption', 'pending-delete')).toBe('pending-delete');
    expect(alertStageOf('pending-delete', 'available')).toBe('available');
    expect(alertStageOf(null, 'available')).toBe('available');
  });

  it('fires at registered only when the name comes back from a drop-bound stage', () => {
    expect(alertStageOf('available', 'registered')).toBe('registered');
    expect(alertStageOf('expired', 'registered')).toBe('registered');
    expect(alertStageOf(null, 'registered')).toBeNull();
    expect(alertStageOf('unknown', 'registered')).toBeNull();
  });

  it('stays quiet for grace, reserved, unknown and a stage seen again', () => {
    expect(alertStageOf('registered', 'expired')).toBeNull();
    expect(alertStageOf('registered', 'reserved')).toBeNull();
    expect(alertStageOf('registered', 'unknown')).toBeNull();
    expect(alertStageOf('redemption', 'redemption')).toBeNull();
  });
});
