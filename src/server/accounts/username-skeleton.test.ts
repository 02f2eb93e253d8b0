import { describe, expect, it } from 'vitest';
import { CONFUSABLES, usernameSkeleton } from './username-skeleton.ts';

describe('usernameSkeleton', () => {
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

  it('catches the ASCII confusions I/l/1 and rn/m whatever the case', () => {
    expect(usernameSkeleton('Iinda')).toBe(usernameSkeleton('linda'));
    expect(usernameSkeleton('1inda')).toBe(usernameSkeleton('linda'));
    expect(usernameSkeleton('rnary')).toBe(usernameSkeleton('mary'));
    expect(usernameSkeleton('MARY')).toBe(usernameSkeleton('mary'));
    expect(usernameSkeleton('\u0441\u0430t')).toBe(usernameSkeleton('cat'));
  });

  it('keeps names that look different apart', () => {
    const names = ['bob', 'bobby', 'bób', 'rob', 'b.ob', 'b_ob', 'ivan', 'иван', 'seller_1', 'seller_2', 'anna', 'ana'];
    expect(new Set(names.map(usernameSkeleton)).size).toBe(names.length);
  });

  it('is stable: a key is its own key, and every prototype maps to itself', () => {
    for (const name of ['Bob', 'b\u043eb', 'MARY', 'Iinda', 'Ёжик', '\uff42\uff4f\uff42']) {
      const key = usernameSkeleton(name);
      expect(usernameSkeleton(key)).toBe(key);
    }
    for (const prototype of Object.values(CONFUSABLES))
      expect(usernameSkeleton(prototype)).toBe(usernameSkeleton(usernameSkeleton(prototype)));
  });
});
