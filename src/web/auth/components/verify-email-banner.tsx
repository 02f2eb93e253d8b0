import { Mail } from 'lucide-react';
import type { User } from '#core/api/auth';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/**
 * Shown in the signed-in shell until the account's email is verified. On a phone it is one line and
 * the button: it is on every page, so the address and the reason wait for a wider screen.
 */
export function VerifyEmailBanner({ user }: { user: User }) {
  if (user.emailVerified) return null;
  return (
    <section
      aria-label="Address verification"
      className="border-b bg-amber-50 px-4 py-1.5 text-amber-950 sm:py-2 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 text-sm">
        <Mail className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          Please verify your email address.
          <span className="hidden sm:inline">
            {' '}
            We sent a link to <strong className="break-all">{user.email}</strong>; password resets and security notices go only to
            a verified address.
          </span>
        </p>
        <ResendVerificationButton size="sm" />
      </div>
    </section>
  );
}
