/**
 * The password policy shared by the server (which refuses) and the web (which shows the strength as
 * the user types): docs/decisions/0014-password-policy.md. The estimator, zxcvbn-ts with its common
 * password list, is loaded on first use only (see estimator.ts): this module stays small enough for
 * every page and costs the server nothing at start.
 */

/** zxcvbn's score: 0 (under 10³ guesses) to 4 (10¹⁰ and more), each step a hundredfold. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** The lowest score accepted: at least 10⁶ guesses, so no entry of the common list passes. */
export const MIN_PASSWORD_SCORE: StrengthScore = 2;

/** The estimator's answer, reduced to what the policy reads (its warning is a zxcvbn-ts key). */
export type Estimate = { score: StrengthScore; warning: string | null };
export type Estimator = (password: string, userInputs: string[]) => Estimate;

/** Who the password is for: a password made of these is refused. */
export type PasswordContext = { username?: string | null; email?: string | null };

export type PasswordVerdict = {
  score: StrengthScore;
  /** Shown beside the meter, so the strength never depends on its colour. */
  label: string;
  accepted: boolean;
  /** Why it is refused (the server's message), or a tip while typing; null when there is nothing to say. */
  message: string | null;
};

export const STRENGTH_LABELS: Record<StrengthScore, string> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Good',
  4: 'Strong',
};

export const COMMON_PASSWORD_MESSAGE =
  'This password is on a list of common or breached passwords. Please choose one that is harder to guess.';
export const PERSONAL_PASSWORD_MESSAGE = 'Your password must not be based on your username or email address.';
export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Add a few more words or characters that do not follow a pattern.';

const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned']);

/** Tips for a refused password that is neither common nor personal, by zxcvbn-ts warning key. */
const PATTERN_TIPS: Record<string, string> = {
  straightRow: 'Rows of keys like "qwerty" are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
};

/**
 * The texts a password must not be made of: the username, the email address, its local part and
 * that part's pieces (alice.smith → alice, smith), and the product's own name.
 */
export function personalInputs(context: PasswordContext): string[] {
  const inputs = new Set<string>(['listingpilot']);
  const username = context.username?.trim().toLowerCase();
  if (username) inputs.add(username);
  const email = context.email?.trim().toLowerCase();
  if (email) {
    inputs.add(email);
    const local = email.split('@')[0] ?? '';
    inputs.add(local);
    for (const piece of local.split(/[._+-]+/)) inputs.add(piece);
  }
  return [...inputs].filter((input) => input.length >= 3);
}

/**
 * True when the password is personal texts and little else: fewer than `PERSONAL_REST` characters
 * left once they are taken out. zxcvbn rates two personal words together ("alice_walker") as
 * fair, while both are the first things an attacker who knows the account tries.
 */
function madeOfPersonalTexts(password: string, inputs: string[]): boolean {
  let rest = password.toLowerCase();
  const found = [...inputs].sort((a, b) => b.length - a.length).filter((input) => rest.includes(input));
  if (found.length === 0) return false;
  for (const input of found) rest = rest.split(input).join('');
  return rest.length < PERSONAL_REST;
}
const PERSONAL_REST = 6;

/** Applies the policy to an estimate; `password` is assumed to have passed the 6-character floor. */
export function judgePassword(estimate: Estimator, password: string, context: PasswordContext): PasswordVerdict {
  const inputs = personalInputs(context);
  const estimated = estimate(password, inputs);
  const personal = madeOfPersonalTexts(password, inputs);
  // A personal password shows at most Weak, so the meter and the refusal agree.
  const score = personal ? (Math.min(estimated.score, MIN_PASSWORD_SCORE - 1) as StrengthScore) : estimated.score;
  const warning = personal ? 'userInputs' : estimated.warning;
  const label = STRENGTH_LABELS[score];
  if (score >= MIN_PASSWORD_SCORE) return { score, label, accepted: true, message: null };
  if (warning && COMMON_WARNINGS.has(warning)) return { score, label, accepted: false, message: COMMON_PASSWORD_MESSAGE };
  if (warning === 'userInputs') return { score, label, accepted: false, message: PERSONAL_PASSWORD_MESSAGE };
  const tip = warning ? PATTERN_TIPS[warning] : undefined;
  return { score, label, accepted: false, message: tip ? `${WEAK_PASSWORD_MESSAGE} ${tip}` : WEAK_PASSWORD_MESSAGE };
}
