import type { TextField } from './text-field.ts';

/** "HEADER: text" or "HEADER - text": a bullet's lead-in [K1]. */
export const LEAD_IN = /^([^:]{2,60}?)(?::|\s[-–—]\s)\s*/u;

/** A LEAD_IN match: `header` is group 1, `end` the length of the whole match. */
export type LeadIn = { header: string; end: number };

/** `\s`: WhiteSpace and LineTerminator (the same set with or without the u flag). */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function isDash(c: number): boolean {
  return c === 0x2d || c === 0x2013 || c === 0x2014;
}

/**
 * LEAD_IN as a scanner (no match array per bullet): the shortest header of 2–60 code points
 * without ":" that is followed by ":" or a spaced dash, then any whitespace.
 */
export function matchLeadIn(text: string): LeadIn | null {
  const n = text.length;
  let at = 0;
  for (let count = 0; at < n; count++) {
    const c = text.charCodeAt(at);
    if (count >= 2) {
      let end = -1;
      if (c === 0x3a) end = at + 1;
      else if (isSpace(c) && at + 2 < n && isDash(text.charCodeAt(at + 1)) && isSpace(text.charCodeAt(at + 2))) end = at + 3;
      if (end >= 0) {
        while (end < n && isSpace(text.charCodeAt(end))) end++;
        return { header: text.slice(0, at), end };
      }
    }
    if (count === 60 || c === 0x3a) return null;
    // One code point of the header: a surrogate pair counts once (u flag).
    at += c >= 0xd800 && c <= 0xdbff && at + 1 < n && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return null;
}

/** The bullet's lead-in in its normalised text, matched once per run. */
export function getLeadIn(text: TextField): LeadIn | null {
  if (text.leadInCache === undefined) text.leadInCache = matchLeadIn(text.norm);
  return text.leadInCache;
}
