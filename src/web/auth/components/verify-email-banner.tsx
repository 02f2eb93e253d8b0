import { Mail } from 'lucide-react';
import type { User } from '#core/api/auth';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** Shown in the signed-in shell until the account's email is verified. */
export function VerifyEmailBanner({ user }: { user: User }) {
  if (user.emailVerified) return null;
  return (
    <section
      aria-label="Address verification"
      className="border-b bg-amber-50 px-4 py-2 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 text-sm">
        <Mail className="size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          Please verify your email address. We sent a link to <strong>{user.email}</strong>; password resets and security notices
          go only to a verified address.
        </p>
        <ResendVerificationButton size="sm" />
      </div>
    </section>
  );
}
