import { isJsSpace } from './text.ts';
/**
 * HTML_TAG_RE (`<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>`, global) as a hand-written scanner: the
 * description rule walks every tag, and this avoids a match object and a substring per tag.
 */

function isLowerLetter(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

function isLowerAlnum(c: number): boolean {
  return isLowerLetter(c) || (c >= 0x30 && c <= 0x39);
}

/** Index after the tag name of a tag starting at `start` ("<" or "</" then the name). */
export function tagNameStart(text: string, start: number): number {
  return text.charCodeAt(start + 1) === 0x2f ? start + 2 : start + 1;
}

export function tagNameEnd(text: string, nameStart: number): number {
  let i = nameStart + 1;
  while (i < text.length && isLowerAlnum(text.charCodeAt(i))) i++;
  return i;
}

/** End of the HTML_TAG_RE match starting at the "<" at `start`, or -1 when none starts there. */
export function htmlTagEnd(text: string, start: number): number {
  const n = text.length;
  const nameStart = tagNameStart(text, start);
  if (nameStart >= n || !isLowerLetter(text.charCodeAt(nameStart))) return -1;
  let i = tagNameEnd(text, nameStart);
  const c = i < n ? text.charCodeAt(i) : -1;
  if (c === 0x3e) return i + 1;
  if (c === 0x2f) return i + 1 < n && text.charCodeAt(i + 1) === 0x3e ? i + 2 : -1;
  if (!isJsSpace(c)) return -1;
  // Attributes: anything up to the next "<" or ">"; only a ">" closes the tag.
  for (i++; i < n; i++) {
    const d = text.charCodeAt(i);
    if (d === 0x3e) return i + 1;
    if (d === 0x3c) return -1;
  }
  return -1;
}
