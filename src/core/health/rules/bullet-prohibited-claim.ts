import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

/** Bamboo/soy material claims; eco and antimicrobial wording is reported once by CLAIM_ENVIRONMENTAL / CLAIM_PESTICIDE. */
export const BULLET_PROHIBITED_CLAIM = matchRule({
  id: 'BULLET_PROHIBITED_CLAIM',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  mask: CAT.MATERIAL,
  message: (q, where) => `Prohibited material claim ${q} in ${where}.`,
  fix: 'Remove "made from/contains bamboo or soy" claims unless the product is certified (e.g. rayon from bamboo must say so).',
});
