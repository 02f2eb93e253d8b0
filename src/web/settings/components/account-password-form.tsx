import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ChangePasswordBodySchema, type ChangePasswordBody } from '#core/api/account';
import { FormField } from '../../components/form-field.tsx';
import { PasswordStrength, refusalOf, usePasswordVerdict } from '../../components/password-strength.tsx';
import { useAuth } from '../../auth/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { accountSecurityQueryOptions, changePassword, isReauthRequired } from './account-api.tsx';
import { useReauth } from './reauth-dialog.tsx';

type FormInput = z.input<typeof ChangePasswordBodySchema>;

/**
 * Change (or, for a Google-only account, set after confirming with Google) the password; the
 * server signs out other sessions.
 */
export function AccountPasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const reauth = useReauth();
  const form = useForm<FormInput, unknown, ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBodySchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { user } = useAuth();
  const verdict = usePasswordVerdict(useWatch({ control: form.control, name: 'newPassword' }) ?? '', {
    username: user?.username,
    email: user?.email,
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: accountSecurityQueryOptions().queryKey });
      toast({ title: 'Password changed', description: 'You have been signed out on your other devices.' });
    },
    onError: async (error, values) => {
      // A first password (no current one to check) needs a confirmation with Google first.
      if (isReauthRequired(error)) {
        if (await reauth.confirm('Confirm it is you with Google to set a password.')) mutation.mutate(values);
        return;
      }
      // A wrong current password or a refused new one comes back as a field issue: show it under the field.
      const issue =
        error instanceof ApiError
          ? error.issues.find((i) => i.path === 'currentPassword' || i.path === 'newPassword')
          : undefined;
      if (issue) form.setError(issue.path as 'currentPassword' | 'newPassword', { message: issue.message });
      else
        toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'We could not change your password.') });
    },
  });
  const pending = mutation.isPending;
  return (
    <form
      className="grid gap-4 sm:max-w-sm"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const refusal = refusalOf(verdict, values.newPassword);
        if (refusal) form.setError('newPassword', { message: refusal }, { shouldFocus: true });
        else mutation.mutate(values);
      })}
      aria-label="Change password"
    >
      {hasPassword && (
        <FormField
          form={form}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          disabled={pending}
        />
      )}
      <FormField
        form={form}
        name="newPassword"
        label={hasPassword ? 'New password' : 'Password'}
        type="password"
        autoComplete="new-password"
        disabled={pending}
      />
      <PasswordStrength verdict={verdict} showMessage={!form.formState.errors.newPassword} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </div>
    </form>
  );
}
