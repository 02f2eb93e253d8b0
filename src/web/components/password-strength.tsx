import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { PASSWORD_MIN } from '#core/schemas';
import { loadEstimator } from '#core/passwords/estimator';
import { judgePassword, type Estimator, type PasswordContext, type PasswordVerdict } from '#core/passwords/policy';
import { cn } from '../lib/cn.ts';

/**
 * The server's verdict on a new password, computed in the browser as the user types. The
 * estimator and its dictionaries (a chunk of their own) load once the field is first typed in, so
 * the sign-in tab and every other page never download them. null until then, and below the
 * 6-character floor, whose own message the form shows.
 */
export type JudgedPassword = PasswordVerdict & { password: string };

export function usePasswordVerdict(password: string, context: PasswordContext): JudgedPassword | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const typed = password.length > 0;
  useEffect(() => {
    if (!typed || estimator) return;
    let live = true;
    // Failing to load only costs the meter: the server still checks on submit.
    loadEstimator().then(
      (loaded) => live && setEstimator(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [typed, estimator]);
  const deferred = useDeferredValue(password);
  const { username, email } = context;
  return useMemo(
    () =>
      estimator && deferred.length >= PASSWORD_MIN
        ? { ...judgePassword(estimator, deferred, { username, email }), password: deferred }
        : null,
    [estimator, deferred, username, email],
  );
}

/**
 * Why the form should refuse `password` without asking the server, or null. Only a verdict on this
 * very text counts: the meter's may still be about what was typed a keystroke ago.
 */
export function refusalOf(verdict: JudgedPassword | null, password: string): string | null {
  return verdict && verdict.password === password && !verdict.accepted ? verdict.message : null;
}

const BAR_CLASS = ['bg-destructive', 'bg-destructive', 'bg-warning', 'bg-success', 'bg-success'] as const;

/**
 * Four bars and the strength in words: the words carry the meaning, the colour only repeats it.
 * The reason a password would be refused is shown unless the field already shows it as its error.
 */
export function PasswordStrength({ verdict, showMessage = true }: { verdict: PasswordVerdict | null; showMessage?: boolean }) {
  const filled = verdict ? Math.max(1, verdict.score) : 0;
  return (
    <div className="grid gap-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn('bg-muted h-1.5 flex-1 rounded-full', verdict && bar <= filled && BAR_CLASS[verdict.score])}
          />
        ))}
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {verdict ? (
          <>
            Password strength: <span className="text-foreground font-medium">{verdict.label}</span>
            {showMessage && verdict.message ? ` — ${verdict.message}` : null}
          </>
        ) : (
          `Use at least ${PASSWORD_MIN} characters; common passwords and ones made of your username or email are not accepted.`
        )}
      </p>
    </div>
  );
}
