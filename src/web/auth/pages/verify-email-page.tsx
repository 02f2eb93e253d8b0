import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useState } from 'react';
import { paths } from '../../lib/paths.ts';
import { linkParam } from '../../lib/link-token.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import * as api from '../api.ts';
import { authKeys, meQueryOptions } from '../session-query.ts';
import { useAuth } from '../auth-provider.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendVerificationButton } from '../components/resend-verification-button.tsx';

/**
 * The page a verification link opens. The link is used once, by a query keyed on the token: the
 * cache keeps its answer, so re-rendering (or React's double mount in development) does not send
 * it a second time.
 */
export function VerifyEmailPage() {
  const [token] = useState(() => linkParam('token') ?? '');
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const verification = useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: async () => {
      const result = await api.verifyEmail(token);
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      return result;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const next = user ? { href: paths.home, label: 'Go to dashboard' } : { href: paths.login, label: 'Sign in' };

  if (token && verification.isPending) {
    return (
      <AuthCard title="Verifying your email address">
        <p role="status" className="text-muted-foreground text-sm">
          Verifying...
        </p>
      </AuthCard>
    );
  }
  if (verification.isSuccess) {
    return (
      <AuthCard title="Your email address is verified">
        <p role="status" className="text-sm">
          {verification.data.email} is now the verified address of your account. Password resets and security notices go there.
        </p>
        <Button asChild>
          <Link href={next.href}>{next.label}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (user?.emailVerified) {
    return (
      <AuthCard title="Your email address is verified">
        <p role="status" className="text-sm">
          {user.email} is already verified.
        </p>
        <Button asChild>
          <Link href={next.href}>{next.label}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="This link does not work">
      <p role="alert" className="text-sm">
        {token
          ? errorMessage(verification.error, 'The link could not be checked. Please try again.')
          : 'The link is incomplete. Open it again from the email.'}
      </p>
      {user ? <ResendVerificationButton /> : <p className="text-muted-foreground text-sm">Sign in to ask for a new link.</p>}
      <Button asChild variant="outline">
        <Link href={next.href}>{next.label}</Link>
      </Button>
    </AuthCard>
  );
}
