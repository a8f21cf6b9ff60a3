import { describe, expect, it } from 'vitest';
import { clickOfLanding } from './landing-click.ts';

const site = { origin: 'https://domainary.example', clickParam: 'cjevent' };

const refusedLanding = (reason: string) => ({
  refused: { kind: 'invalid', message: reason, field: { in: 'json', name: 'landingUrl' } },
});

describe('clickOfLanding', () => {
  it('reads the click id of a page of the site, the parameter in any case', () => {
    expect(clickOfLanding('https://domainary.example/find-domains?q=car&cjevent=abc123', site)).toEqual({
      clickId: 'abc123',
    });
    expect(clickOfLanding('https://domainary.example/?CJEVENT=abc123', site)).toEqual({ clickId: 'abc123' });
  });

  it.each([
    ['not a url', 'is not a URL'],
    ['https://elsewhere.example/?cjevent=abc123', 'is not a page of this site'],
    ['http://domainary.example/?cjevent=abc123', 'is not a page of this site'],
    ['https://domainary.example.evil.example/?cjevent=abc123', 'is not a page of this site'],
    ['https://domainary.example/?utm_source=cj', 'carries no affiliate click id'],
    ['https://domainary.example/?cjevent=a1&CJEVENT=b2', 'carries more than one affiliate click id'],
    ['https://domainary.example/?cjevent=%3Cscript%3E', 'carries a click id that is not a click-event id'],
    ['https://domainary.example/?cjevent=', 'carries a click id that is not a click-event id'],
  ])('refuses %j: it %s', (url, reason) => {
    expect(clickOfLanding(url, site)).toEqual(refusedLanding(reason));
  });

  it('reads nothing where no click parameter is configured', () => {
    expect(clickOfLanding('https://domainary.example/?=abc', { ...site, clickParam: '' })).toEqual(
      refusedLanding('carries no affiliate click id'),
    );
  });
});
