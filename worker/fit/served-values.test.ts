import { describe, expect, it } from 'vitest';
import { dollars } from '../src/valuation/engine/dollars.ts';
import { CHANNELS, FEATURE_NAMES, nameFeatures } from '../src/valuation/engine/features.ts';
import { ownSalesOf } from '../src/valuation/engine/own-sales.ts';
import { channelValueOf, ModelInputs, model, predictRow } from '../src/valuation/engine/value-name.ts';
import type { Dataset } from './cross-validate.ts';
import { saleOf } from './sale-fixture.ts';
import { emptyPredictions, emptyServed, servedReport, serveInto } from './served-values.ts';

const CHANNEL_COLUMN = FEATURE_NAMES.indexOf('channel');

describe("the fit's served values", () => {
  it('are what the API answers for the same trees and calibration', () => {
    let compared = 0;
    for (const [label, extension] of [
      ['winecellarhub', 'com'],
      ['bakery', 'com'],
      ['shopfast', 'net'],
      ['bluereviewmedia', 'com'],
    ] as const) {
      // The fit's served values are the model's: a name with its own reported sale is anchored on it.
      expect(ownSalesOf(`${label}.${extension}`)).toEqual([]);
      const { row, logValue, group } = new ModelInputs(label, extension);
      for (const channel of CHANNELS) {
        const api = channelValueOf(label, extension, channel);
        if (api.value === null) continue;
        const own = Float64Array.from(row);
        own[CHANNEL_COLUMN] = CHANNELS.indexOf(channel);
        const predictions = emptyPredictions(1);
        predictions.own[0] = predictRow(own);
        predictions.headline[0] = logValue;
        const served = emptyServed(1);
        serveInto(model, predictions, channel, group, 0, served);
        expect(dollars(served.value[0] as number), `${label}.${extension} ${channel}`).toBe(api.value);
        expect(dollars((served.value[0] as number) + (served.lo[0] as number))).toBe(api.range?.min);
        expect(dollars((served.value[0] as number) + (served.hi[0] as number))).toBe(api.range?.max);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(8);
  });

  it('are scored only where the API shows a value, counting the sales it shows none for', () => {
    const channels = [
      'auction',
      'auction',
      'auction',
      'auction',
      'marketplace',
      'marketplace',
      'brokerage',
      'brokerage',
    ] as const;
    const sales = channels.map((channel, k) => saleOf(`name${k}.com`, 1000, 2020, channel));
    const data: Dataset = {
      sales,
      features: sales.map((s) => nameFeatures(s.label, s.extension)),
      logPrice: Float64Array.from(sales, (_, k) => 3 + k / 10),
      channels: sales.map((s) => s.channel),
    };
    const predictions = emptyPredictions(channels.length);
    // The API shows no auction value for the second name: its far-off value must not count.
    predictions.shown.set([1, 0, 1, 1, 1, 1, 1, 1]);
    const served = emptyServed(channels.length);
    served.value.set([3, 9, 3.2, 3.3, 3.4, 3.5, 3.6, 3.7]);
    served.lo.fill(-0.5);
    served.hi.fill(0.5);
    const rows = channels.map((_, r) => r);
    const report = servedReport(
      data,
      data.logPrice,
      rows,
      predictions,
      served,
      rows.map(() => 2020),
    );
    expect(report.perChannel.auction).toMatchObject({ sales: 3, notShown: 1, interval80Coverage: 1 });
    expect(report.perChannel.marketplace).toMatchObject({ sales: 2, notShown: 0 });
    expect(report.overall.sales).toBe(7);
  });
});
