import { beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATED_LENGTH, loadEstimator } from './estimator.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  judgePassword,
  MIN_PASSWORD_SCORE,
  PERSONAL_PASSWORD_MESSAGE,
  personalInputs,
  STRENGTH_LABELS,
  WEAK_PASSWORD_MESSAGE,
  type Estimator,
} from './policy.ts';

const alice = { username: 'alice_w', email: 'alice.walker@example.com' };
let estimate: Estimator;

beforeAll(async () => {
  estimate = await loadEstimator();
});

describe('password policy', () => {
  it.each(['123456', 'password', 'qwerty123', 'iloveyou', 'letmein1', 'Passw0rd!', 'dragon12', 'zaq12wsx', 'abc123456'])(
    'refuses the common or breached password %s',
    (password) => {
      const verdict = judgePassword(estimate, password, alice);
      expect(verdict.accepted).toBe(false);
      expect(verdict.score).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(verdict.message).toBe(COMMON_PASSWORD_MESSAGE);
    },
  );

  it.each(['alice_w2024', 'alice_walker', 'walker1990', 'alice.walker@example.com', 'aliceWalker!'])(
    'refuses %s, made of the username or email',
    (password) => {
      const verdict = judgePassword(estimate, password, alice);
      expect(verdict.accepted).toBe(false);
      expect(verdict.message).toBe(PERSONAL_PASSWORD_MESSAGE);
    },
  );

  it('accepts a password that is personal to someone else', () => {
    const opal = { username: 'opaltractor', email: 'opal@example.com' };
    expect(judgePassword(estimate, 'opaltractor.77', opal)).toMatchObject({
      accepted: false,
      message: PERSONAL_PASSWORD_MESSAGE,
    });
    expect(judgePassword(estimate, 'opaltractor.77', alice).accepted).toBe(true);
  });

  it('accepts a strong password that merely contains the username', () => {
    expect(judgePassword(estimate, 'alice_w k8#Lm2!xQz', alice).accepted).toBe(true);
  });

  it('refuses patterns with a tip that names the pattern', () => {
    const verdict = judgePassword(estimate, 'abcdefgh', alice);
    expect(verdict.accepted).toBe(false);
    expect(verdict.message).toMatch(new RegExp(`^${WEAK_PASSWORD_MESSAGE.replace(/[.]/g, '\\.')}`));
  });

  it.each(['correct horse battery', 'k8#Lm2!xQz', 'mauve-tractor-51-opal'])('accepts the strong password %s', (password) => {
    const verdict = judgePassword(estimate, password, alice);
    expect(verdict).toMatchObject({ accepted: true, message: null });
    expect(verdict.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(verdict.label).toBe(STRENGTH_LABELS[verdict.score]);
  });

  it('labels every score in words, so the meter never relies on colour', () => {
    const labels = ['aaaaaa', 'qwerty12', 'blue tiger', 'correct horse', 'correct horse battery staple'].map(
      (password) => judgePassword(estimate, password, {}).label,
    );
    expect(new Set(labels).size).toBeGreaterThan(2);
    for (const label of labels) expect(Object.values(STRENGTH_LABELS)).toContain(label);
  });

  it('judges a long password by its start, so its length costs a bounded time', () => {
    const weakStart = '1'.repeat(ESTIMATED_LENGTH) + 'k8#Lm2!xQz mauve tractor';
    expect(judgePassword(estimate, weakStart, {}).accepted).toBe(false);
    expect(judgePassword(estimate, `mauve-tractor-51-opal ${'1'.repeat(200)}`, {}).accepted).toBe(true);
  });

  it('takes the username, the address, its local part and that part’s pieces as personal', () => {
    expect(personalInputs(alice)).toEqual(
      expect.arrayContaining(['alice_w', 'alice.walker@example.com', 'alice.walker', 'alice', 'walker']),
    );
    expect(personalInputs({ username: 'Bo', email: 'x@y.co' })).not.toContain('bo');
  });
});
