/**
 * The look-alike key of a username: two names with one key read the same to a person, so only one
 * of them may exist (`bob`, `Bob`, `bоb` with a Cyrillic о, full-width `ｂｏｂ`, `b0b`).
 *
 * It follows Unicode's confusable skeleton (UTS #39: NFD, map each character to its prototype,
 * NFD) on the NFKC form, which already turns full-width and mathematical letters into plain ones;
 * then folds case and maps once more, so a capital whose small letter has a prototype (`M` → `m` →
 * `rn`) ends where the small letter does. The table is a compact subset of Unicode's
 * confusables.txt: the Latin look-alikes in Greek and Cyrillic (the ones a username can be
 * spoofed with, since registration accepts letters and digits of any script) and the ASCII
 * confusions 0/O, 1/l/I and rn/m.
 *
 * The migration that added users.username_skeleton computes the same key in SQL for the rows
 * that existed before; keep the two in step if this table changes (tests/integration/usernames.test.ts
 * compares them).
 */
export function usernameSkeleton(username: string): string {
  const skeleton = mapConfusables(username.normalize('NFKC').normalize('NFD')).normalize('NFD');
  return mapConfusables(skeleton.toLowerCase()).normalize('NFD');
}

/** Source character → prototype. Keys are single code points; prototypes are Latin letters or digits. */
export const CONFUSABLES: Readonly<Record<string, string>> = {
  // ASCII
  '0': 'O',
  '1': 'l',
  I: 'l',
  m: 'rn',
  // Latin letters from other alphabets' shapes
  ı: 'i',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ɪ: 'i',
  ʏ: 'y',
  // Greek capitals
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'l',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  Ϲ: 'C',
  Ϳ: 'J',
  // Greek small letters
  α: 'a',
  γ: 'y',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 'o',
  ς: 'c',
  υ: 'u',
  ϲ: 'c',
  ϳ: 'j',
  // Cyrillic capitals
  А: 'A',
  В: 'B',
  Е: 'E',
  З: '3',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'l',
  Ј: 'J',
  Ү: 'Y',
  Ӏ: 'l',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ь: 'b',
  Ԍ: 'G',
  Ѵ: 'V',
  // Cyrillic small letters
  а: 'a',
  б: '6',
  в: 'b',
  г: 'r',
  е: 'e',
  з: '3',
  к: 'k',
  м: 'rn',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ү: 'y',
  ӏ: 'i',
  ѵ: 'v',
  ѡ: 'w',
  ҽ: 'e',
  ь: 'b',
  ԍ: 'g',
};

function mapConfusables(text: string): string {
  let out = '';
  for (const char of text) out += CONFUSABLES[char] ?? char;
  return out;
}
