/**
 * Which characters a text contains, as bits, gathered during tokenisation (one pass). Pattern
 * scans check these first: a regex that needs a "<" or a digit cannot match text without one.
 */
export const CH = {
  DIGIT: 1 << 0,
  DOLLAR: 1 << 1,
  PERCENT: 1 << 2,
  LT: 1 << 3,
  AT: 1 << 4,
  DOT: 1 << 5,
  COLON: 1 << 6,
  QUOTE: 1 << 7,
  NON_ASCII: 1 << 8,
  PLUS: 1 << 9,
  BRACE: 1 << 10,
  TILDE: 1 << 11,
} as const;

/** Bits per ASCII code; codes ≥ 0x80 all map to CH.NON_ASCII. */
export const ASCII_CHAR_BITS = new Uint16Array(128);
for (let c = 0x30; c <= 0x39; c++) ASCII_CHAR_BITS[c] = CH.DIGIT;
ASCII_CHAR_BITS[0x24] = CH.DOLLAR;
ASCII_CHAR_BITS[0x25] = CH.PERCENT;
ASCII_CHAR_BITS[0x3c] = CH.LT;
ASCII_CHAR_BITS[0x40] = CH.AT;
ASCII_CHAR_BITS[0x2e] = CH.DOT;
ASCII_CHAR_BITS[0x3a] = CH.COLON;
ASCII_CHAR_BITS[0x22] = CH.QUOTE;
ASCII_CHAR_BITS[0x2b] = CH.PLUS;
ASCII_CHAR_BITS[0x7b] = CH.BRACE;
ASCII_CHAR_BITS[0x7e] = CH.TILDE;
