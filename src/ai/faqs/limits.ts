/** Hard limits of one FAQ entry: short enough for a product page's FAQ block. */
export const FAQ_QUESTION_MAX = 150;
export const FAQ_ANSWER_MAX = 600;
/** As many as the offline engine returns at most, so both providers fill the same UI. */
export const FAQ_MAX_ITEMS = 8;
export const QUOTE_CHARS = 140;
