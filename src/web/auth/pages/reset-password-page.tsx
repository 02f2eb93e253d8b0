import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { useState } from 'react';
import { ResetPasswordFormSchema, type ResetPasswordForm } from '#core/api/account-recovery';
import { paths } from '../../lib/paths.ts';
import { linkParam } from '../../lib/link-token.ts';
import { FormField } from '../../components/form-field.tsx';
import { PasswordStrength, refusalOf, usePasswordVerdict } from '../../components/password-strength.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import * as api from '../api.ts';
import { useAuth } from '../auth-provider.tsx';
import { AuthCard } from '../components/auth-card.tsx';

export function ResetPasswordPage() {
  const [token] = useState(() => linkParam('token') ?? '');
  const [, navigate] = useLocation();
  const { logout } = useAuth();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  // The link does not say whose account it is: the server adds the username and email check.
  const verdict = usePasswordVerdict(useWatch({ control: form.control, name: 'password' }), {});
  const reset = useMutation({
    mutationFn: (values: ResetPasswordForm) => api.resetPassword({ token, password: values.password }),
    onSuccess: async () => {
      // Every session of the account ended with the reset, this browser's too.
      await logout();
      toast({ title: 'Password updated', description: 'Sign in with your new password.' });
      navigate(paths.login);
    },
    onError: (error) => {
      for (const issue of error instanceof ApiError ? error.issues : []) {
        if (issue.path.endsWith('password')) form.setError('password', { message: issue.message });
      }
      toast({ variant: 'destructive', title: 'Password not changed', description: errorMessage(error, 'Please try again.') });
    },
  });

  // A 400 about the link itself (used, expired, mangled) rather than about the new password.
  const linkBroken =
    reset.error instanceof ApiError &&
    reset.error.status === 400 &&
    (reset.error.issues.length === 0 || reset.error.issues.some((i) => i.path.endsWith('token')));
  if (!token || linkBroken) {
    return (
      <AuthCard title="This link does not work">
        <p role="alert" className="text-sm">
          {linkBroken
            ? errorMessage(reset.error, '')
            : 'The link is incomplete. Open it again from the email, or ask for a new one.'}
        </p>
        <Button asChild>
          <Link href={paths.forgotPassword}>Ask for a new link</Link>
        </Button>
      </AuthCard>
    );
  }

  const busy = reset.isPending;
  return (
    <AuthCard title="Choose a new password" description="Setting a new password signs you out on every device.">
      <form
        className="grid gap-4"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          const refusal = refusalOf(verdict, values.password);
          if (refusal) form.setError('password', { message: refusal }, { shouldFocus: true });
          else reset.mutate(values);
        })}
      >
        <FormField form={form} name="password" label="New Password" type="password" autoComplete="new-password" disabled={busy} />
        <PasswordStrength verdict={verdict} showMessage={!form.formState.errors.password} />
        <FormField
          form={form}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          disabled={busy}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
