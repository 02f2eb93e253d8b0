import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { ForgotPasswordBodySchema, type ForgotPasswordBody } from '#core/api/account-recovery';
import { paths } from '../../lib/paths.ts';
import { FormField } from '../../components/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import * as api from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';

export function ForgotPasswordPage() {
  const form = useForm<ForgotPasswordBody>({ resolver: zodResolver(ForgotPasswordBodySchema), defaultValues: { login: '' } });
  const request = useMutation({
    mutationFn: api.forgotPassword,
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Request failed', description: errorMessage(error, 'Please try again.') }),
  });

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email">
        <p role="status" className="text-sm">
          {request.data.message}
        </p>
        <p className="text-muted-foreground text-sm">Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
        <Button asChild variant="outline">
          <Link href={paths.login}>Back to sign in</Link>
        </Button>
      </AuthCard>
    );
  }

  const busy = request.isPending;
  return (
    <AuthCard
      title="Reset your password"
      description="Enter your username or email. We will mail you a link to choose a new password."
    >
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
        <FormField form={form} name="login" label="Username or email" autoComplete="username" disabled={busy} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link href={paths.login} className="text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
