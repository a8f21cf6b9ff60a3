import { describe, expect, it } from 'vitest';
import { hostOf, splitTypedName } from './typed-host.ts';

describe('hostOf', () => {
  it.each([
    ['https://user@www.example.com:8080/path?x=1#top', 'example.com'],
    ['http://shop.io?ref=x', 'shop.io'],
    ['ftp://files.example.org:21/x', 'files.example.org'],
    ['mail@brightpath.io', 'brightpath.io'],
    ['example.com.', 'example.com'],
    ['www.example.com', 'example.com'],
    ['wwwexample.com', 'wwwexample.com'],
    ['coffee', 'coffee'],
  ])('%j -> %j', (typed, host) => {
    expect(hostOf(typed)).toBe(host);
  });
});

describe('splitTypedName', () => {
  it('keeps an extension the search offers, and the name just before it', () => {
    expect(splitTypedName('shop.io')).toEqual({ text: 'shop', extension: 'io' });
    expect(splitTypedName('coffee shop.io')).toEqual({ text: 'coffee shop', extension: 'io' });
    expect(splitTypedName('blog.example.com')).toEqual({ text: 'example', extension: 'com' });
  });

  it('reads a two-part extension whole, not its last part', () => {
    expect(splitTypedName('example.co.uk')).toEqual({ text: 'example', extension: 'co.uk' });
  });

  it('gives a pasted address its name even when the search does not offer its extension', () => {
    expect(splitTypedName('https://example.museum/')).toEqual({ text: 'example', extension: null });
    expect(splitTypedName('someone@mail.example.museum')).toEqual({ text: 'example', extension: null });
  });

  it('leaves text that only looks dotted, and a bare extension, as text', () => {
    expect(splitTypedName('st.louis')).toEqual({ text: 'st.louis', extension: null });
    expect(splitTypedName('.io')).toEqual({ text: '.io', extension: null });
    expect(splitTypedName('coffee shop')).toEqual({ text: 'coffee shop', extension: null });
  });
});
