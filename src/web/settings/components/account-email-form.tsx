import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ChangeEmailBodySchema, type ChangeEmailBody } from '#core/api/account';
import { useAuth } from '../../auth/index.ts';
import { FormField } from '../../components/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { accountSecurityQueryOptions, changeEmail, isReauthRequired } from './account-api.tsx';
import { useReauth } from './reauth-dialog.tsx';

/** Change the account's email; the server asks for a confirmation first (re-auth dialog). */
export function AccountEmailForm() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const reauth = useReauth();
  const form = useForm<ChangeEmailBody>({ resolver: zodResolver(ChangeEmailBodySchema), defaultValues: { email: '' } });
  const mutation = useMutation({
    mutationFn: changeEmail,
    onSuccess: async () => {
      form.reset();
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: accountSecurityQueryOptions().queryKey })]);
      toast({ title: 'Email changed', description: 'Your new email address is not verified yet.' });
    },
    onError: async (error, values) => {
      if (isReauthRequired(error)) {
        if (await reauth.confirm('Confirm it is you to change your email address.')) mutation.mutate(values);
        return;
      }
      const issue = error instanceof ApiError ? error.issues.find((i) => i.path === 'email') : undefined;
      if (issue) form.setError('email', { message: issue.message });
      else toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'We could not change your email.') });
    },
  });
  const pending = mutation.isPending;
  return (
    <form
      className="grid gap-4 sm:max-w-sm"
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      aria-label="Change email"
    >
      <FormField form={form} name="email" label="New email" type="email" autoComplete="email" disabled={pending} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Change email'}
        </Button>
      </div>
    </form>
  );
}
