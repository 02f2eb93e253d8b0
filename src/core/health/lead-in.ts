import { isJsSpace } from './text.ts';
import type { LeadIn, TextField } from './text-field.ts';

export type { LeadIn } from './text-field.ts';

/** "HEADER: text" or "HEADER - text": a bullet's lead-in [K1]. */
export const LEAD_IN = /^([^:]{2,60}?)(?::|\s[-–—]\s)\s*/u;

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
      else if (isJsSpace(c) && at + 2 < n && isDash(text.charCodeAt(at + 1)) && isJsSpace(text.charCodeAt(at + 2))) end = at + 3;
      if (end >= 0) {
        while (end < n && isJsSpace(text.charCodeAt(end))) end++;
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
