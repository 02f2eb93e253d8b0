import { describe, expect, it } from 'vitest';
import { CONFUSABLES, usernameSkeleton } from './username-skeleton.ts';
import { mixesScripts } from './username-script.ts';

/** A small seeded generator, so a failing sample can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('usernameSkeleton over what confusables.txt leaves out', () => {
  it.each([
    ['small capitals', '\u1d00\u029f\u026a\u1d04\u1d07', 'alice'],
    ['small capitals', '\u1d05\u1d07\ua730\u0262\u029c\u1d0a\u1d0b\u1d0d\u0274\u1d18\u1d1b', 'defghjkmnpt'],
    ['accents', '\u00e0lic\u00e9', 'alice'],
    ['combining accents', 'a\u0300lice\u0301', 'alice'],
    ['a with stroke and turned a', '\u2c65lic\u0250', 'alica'],
    ['l with belt, which reads as al', '\u026cice', 'alice'],
    ['c with hook', 'ali\u0188e', 'alice'],
    ['l with middle dot', 'a\u0140ice', 'alice'],
    ['capitals of those', '\u023aLI\u0187E', 'alice'],
    ['dots and dashes', 'a.li-ce', 'alice'],
    ['what Unicode draws as dots and dashes', 'a\u00b7li\u2010ce\u2024', 'alice'],
  ])('folds %s into the plain name (%s)', (_kind, name, plain) => {
    expect(usernameSkeleton(name)).toBe(usernameSkeleton(plain));
  });

  it('keeps the marks of other scripts, which are letters there', () => {
    expect(usernameSkeleton('\u0928\u092e\u0938\u094d\u0924\u0947')).not.toBe(usernameSkeleton('\u0928\u092e\u0938\u0924'));
  });
});

describe('usernameSkeleton over the confusables data', () => {
  it('holds the complete Unicode table, not a subset', () => {
    expect(Object.keys(CONFUSABLES).length).toBeGreaterThan(6000);
  });

  it.each([
    ['Armenian օ', '\u0585scar'],
    ['Devanagari ०', '\u0966scar'],
    ['Bengali ০', '\u09e6scar'],
    ['Myanmar ၀', '\u1040scar'],
    ['Coptic ⲟ', '\u2c9fscar'],
    ['small capital ᴏ', '\u1d0fscar'],
    ['small capital ꜱ', 'o\ua731car'],
    ['Georgian ჿ', '\u10ffscar'],
  ])('gives %s next to oscar the key of oscar', (_kind, name) => {
    expect(usernameSkeleton(name)).toBe(usernameSkeleton('oscar'));
  });

  it('catches Osmanya 𐒆, its own prototype in Unicode’s data, by the one-script rule', () => {
    expect(mixesScripts('\u{10486}scar')).toBe(true);
    for (const name of ['\u0585scar', '\u0966scar', 'i\u0432an']) expect(mixesScripts(name), name).toBe(true);
    for (const name of ['oscar_42', 'иван', 'иван_42', 'zoë.ng', 'ｏｓｃａｒ']) expect(mixesScripts(name), name).toBe(false);
  });

  it('gives every case variant one key: ALICE, alIce and aLIce are alice; Ivan and іvan (Cyrillic і) are one', () => {
    for (const name of ['ALICE', 'alIce', 'aLIce', 'Alice', '\u0430lice'])
      expect(usernameSkeleton(name), name).toBe(usernameSkeleton('alice'));
    expect(usernameSkeleton('\u0456van')).toBe(usernameSkeleton('Ivan'));
    expect(usernameSkeleton('IVAN')).toBe(usernameSkeleton('ivan'));
  });

  it.each([
    ['Bob', 'case'],
    ['BOB', 'case'],
    ['b\u043eb', 'Cyrillic о'],
    ['\u0412\u043eb', 'Cyrillic В and о'],
    ['b\u03bfb', 'Greek ο'],
    ['\uff42\uff4f\uff42', 'full-width'],
    ['\uff22\uff2f\uff22', 'full-width capitals'],
    ['\ud835\udc1b\ud835\udc28\ud835\udc1b', 'mathematical bold'],
    ['b0b', 'digit zero'],
  ])('gives %s (%s) the key of bob', (name) => {
    expect(usernameSkeleton(name)).toBe(usernameSkeleton('bob'));
  });

  it('gives both sides of 1,000 random confusable pairs one key, inside a name whose other letters are in any case', () => {
    // The entries UTS #39 applies: its skeleton decomposes (NFD) first, so the table's entries for
    // precomposed letters (ǵ → ģ) never apply, in Unicode's algorithm as here.
    const pairs = Object.entries(CONFUSABLES).filter(([source]) => source.normalize('NFD') === source);
    const next = random(32);
    const failures: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const [source, prototype] = pairs[Math.floor(next() * pairs.length)]!;
      const code = `U+${source.codePointAt(0)!.toString(16)}`;
      if (usernameSkeleton(`x${source}y`) !== usernameSkeleton(`x${prototype}y`)) failures.push(code);
      // A letter with a case of its own (ſ is s in capitals) may change in capitals; the rest may not.
      if (usernameSkeleton(`X${source}Y`) !== usernameSkeleton(`x${prototype}y`)) failures.push(`case ${code}`);
    }
    expect(failures, failures.join(' ')).toEqual([]);
  });

  it('keeps names that look different apart', () => {
    const names = ['bob', 'bobby', 'rob', 'b_ob', 'ivan', 'иван', 'seller_1', 'seller_2', 'anna', 'ana', 'oscar', 'oskar'];
    expect(new Set(names.map(usernameSkeleton)).size).toBe(names.length);
  });

  it('is stable: a key is its own key', () => {
    for (const name of [
      'Bob',
      'b\u043eb',
      'MARY',
      'alIce',
      'a.l-i\u0140\u026c',
      '\u023aLI\u0187E',
      'Ёжик',
      '\uff42\uff4f\uff42',
      '\u09e6scar',
    ]) {
      const key = usernameSkeleton(name);
      expect(usernameSkeleton(key)).toBe(key);
    }
  });
});
