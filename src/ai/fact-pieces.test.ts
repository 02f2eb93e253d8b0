import { describe, expect, it } from 'vitest';
import { factPieces } from './fact-pieces.ts';
import { factsIn } from './offline/source-facts.ts';

/** The pieces that can carry the sentence's fact `key` back into a bullet. */
const piecesOf = (sentence: string, key: string) =>
  factPieces(
    sentence,
    factsIn(sentence).find((f) => f.key === key)!,
  );

describe('factPieces', () => {
  it('gives a clause that goes on with the list before it that list, not the item alone', () => {
    const sentence =
      'Due to automatic packing, please kindly note that any holes or popped round orange balloons, yellow orange balloons within 1-3 pcs for every 100 pcs pack is a normal phenomenon';
    const pieces = piecesOf(sentence, '1');
    expect(pieces[0]).toBe(
      'any holes or popped round orange balloons within 1-3 pcs for every 100 pcs pack is a normal phenomenon',
    );
    expect(pieces.some((p) => /^yellow orange balloons within/i.test(p))).toBe(false);
  });

  it('completes a clause that cannot stand alone with the one after it, and never offers it alone', () => {
    const sentence =
      'If your plants are using ordinary plastic flower pots, cotton rope covers will provide unique charm with fig tree, cactus, aloe';
    const pieces = piecesOf(sentence, 'plastic');
    expect(pieces[0]).toBe(
      'If your plants are using ordinary plastic flower pots, cotton rope covers will provide unique charm with fig tree',
    );
    expect(pieces.filter((p) => !p.includes('cotton rope covers'))).toEqual([]);
  });

  it('splits a title segment’s "&" list into its items', () => {
    const segment = 'Plastic Hard Shell Case & Keyboard Cover Skin & Webcam Cover';
    expect(piecesOf(segment, 'plastic')).toContain('Plastic Hard Shell Case');
  });

  it('keeps each number with its qualifier', () => {
    const sentence = 'Max running time reaches 1.5 hours on high, 3 hours on medium and 5.5 hours on low setting';
    expect(piecesOf(sentence, '5.5 h')).toContain('3 hours on medium and 5.5 hours on low setting');
  });
});
