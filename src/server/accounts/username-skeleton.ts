import CONFUSABLES_DATA from 'unhomoglyph/data.json' with { type: 'json' };

/**
 * The look-alike key of a username: one key for sign-in, the sign-in back-off and uniqueness. Two
 * names with one key read the same to a person (`bob`, `BOB`, `bоb` with a Cyrillic о, `ｂｏｂ`,
 * `b0b`, `օscar` with an Armenian օ…), so only one of them may exist, and typing either reaches it.
 *
 * It starts from Unicode's confusable skeleton (UTS #39: NFD, each character to its prototype,
 * NFD), so any two characters confusables.txt pairs share a key, then maps the NFKC form of that
 * again (full-width and other compatibility letters the table leaves out become plain ones). Case must not split a name either
 * (`ALICE`, `alIce` and `aLIce` are alice, and the capital I's prototype is l): the skeleton is
 * put in capitals and mapped again, then in small letters and mapped again, so case variants land
 * on one key (alice → ALICE → ALlCE → allce).
 *
 * The prototypes are the complete confusables.txt mapping as the `unhomoglyph` package ships it
 * (MIT; the data is Unicode's, under the Unicode licence). A letter that confusables.txt leaves
 * as its own prototype (Osmanya 𐒆, which looks like o) is caught by the one-script rule of
 * registration instead (username-script.ts).
 */
export function usernameSkeleton(username: string): string {
  const first = skeleton(skeleton(foldLatin(username)).normalize('NFKC'));
  return dropSeparators(foldLatin(skeleton(skeleton(first.toUpperCase()).toLowerCase())));
}

/**
 * Dots and dashes, and what Unicode draws like them (middle dot, hyphens, one-dot leader…), count
 * as nothing: `a.liceliw` and `a-liceliw` read as aliceliw next to it. The underscore stays, as
 * `b_ob` does not pass for bob.
 */
function dropSeparators(key: string): string {
  return key.replace(/[.\-\u00b7]/g, '');
}

/**
 * Latin small capitals (ᴀ ʙ ᴅ ᴇ ꜰ ɢ ʜ ᴊ ᴋ ʟ ᴍ ɴ ᴘ ᴛ…), which confusables.txt leaves as their own
 * prototypes, to their letters.
 */
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  'ꞯ': 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

/**
 * Latin letters with a hook, a stroke, a belt or a middle dot, and turned letters, that
 * confusables.txt leaves as their own prototypes (or maps to a letter and a mark the other folds
 * keep): `ⱥliceliw`, `ɐliceliw`, `ɬiceliw`, `aliƈeliw` and `aŀiceliw` read as aliceliw.
 */
const LATIN_VARIANTS: Readonly<Record<string, string>> = {
  ⱥ: 'a',
  Ⱥ: 'a',
  ɐ: 'a',
  Ɐ: 'a',
  ƀ: 'b',
  Ƀ: 'b',
  ɓ: 'b',
  Ɓ: 'b',
  ƈ: 'c',
  Ƈ: 'c',
  ȼ: 'c',
  Ȼ: 'c',
  ɗ: 'd',
  Ɗ: 'd',
  ɖ: 'd',
  ɇ: 'e',
  Ɇ: 'e',
  ɠ: 'g',
  Ɠ: 'g',
  ɦ: 'h',
  ɥ: 'h',
  ɉ: 'j',
  Ɉ: 'j',
  ƙ: 'k',
  Ƙ: 'k',
  // The belt reads as an a wrapped round the l: `ɬiceliw` passes for aliceliw.
  ɬ: 'al',
  Ɬ: 'al',
  ŀ: 'l',
  Ŀ: 'l',
  ɭ: 'l',
  ɫ: 'l',
  Ɫ: 'l',
  ɱ: 'm',
  ɲ: 'n',
  ɳ: 'n',
  ƥ: 'p',
  Ƥ: 'p',
  ɍ: 'r',
  Ɍ: 'r',
  ɽ: 'r',
  ʂ: 's',
  ƭ: 't',
  Ƭ: 't',
  ʈ: 't',
  ƴ: 'y',
  Ƴ: 'y',
  ɏ: 'y',
  Ɏ: 'y',
  ȥ: 'z',
  Ȥ: 'z',
  ʐ: 'z',
};

/**
 * Small capitals and the variants above to letters, and accents dropped (`àlice` reads as alice): the combining
 * diacritical marks (U+0300–U+036F) after NFD. Marks of other scripts (Devanagari vowel signs…)
 * are letters of the name there, so they stay.
 */
function foldLatin(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD')) out += SMALL_CAPITALS[char] ?? LATIN_VARIANTS[char] ?? char;
  return out.replace(/[\u0300-\u036f]/g, '');
}

/** Source character → prototype: every entry of Unicode's confusables.txt. */
export const CONFUSABLES: Readonly<Record<string, string>> = CONFUSABLES_DATA;

function skeleton(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD')) out += CONFUSABLES[char] ?? char;
  return out.normalize('NFD');
}
