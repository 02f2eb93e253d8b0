import type { Estimate, Estimator, StrengthScore } from './policy.ts';

/**
 * Only this many leading characters are estimated: the matcher's work grows with the square of the
 * length (0.8 s for 200 digits, 0.1 s for 64), and a prefix's strength is a lower bound of the
 * whole's: judging the start can refuse a long password with a weak start, never pass a weak one.
 */
export const ESTIMATED_LENGTH = 64;

let loading: Promise<Estimator> | undefined;

/**
 * zxcvbn-ts with its language-common dictionaries (49k common and breached passwords, 7.8k diceware
 * words, keyboard layouts). Imported on first call, never at module load: the dictionaries are
 * 235 kB gzipped on the web (11 kB the estimator, 225 kB the lists), and building the matcher
 * takes about 0.15 s on the server.
 * The web imports this from the password pages only; the server on its first password check.
 */
export function loadEstimator(): Promise<Estimator> {
  loading ??= build().catch((error: unknown) => {
    // A failed chunk download on the web may succeed on the next try.
    loading = undefined;
    throw error;
  });
  return loading;
}

async function build(): Promise<Estimator> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
    maxLength: ESTIMATED_LENGTH,
  });
  return (password, userInputs): Estimate => {
    const result = zxcvbn.check(password, userInputs);
    return { score: result.score as StrengthScore, warning: result.feedback.warning };
  };
}
