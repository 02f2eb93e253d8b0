/**
 * A username that mixes Latin letters with letters or digits of another script (`𐒆scar`, `іvan`)
 * is refused: Unicode's confusables data does not list every letter that looks Latin, and a name
 * in one script cannot pass for a Latin one by a single foreign letter. Digits, dots, dashes and
 * underscores are common to every script; names wholly in another script (`иван`) are fine.
 */
const LATIN = /\p{Script=Latin}/u;
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

export const MIXED_SCRIPT_MESSAGE = 'Username must not mix Latin letters with letters of another alphabet';

export function mixesScripts(username: string): boolean {
  const name = username.normalize('NFKC');
  return LATIN.test(name) && OTHER_SCRIPT.test(name);
}
