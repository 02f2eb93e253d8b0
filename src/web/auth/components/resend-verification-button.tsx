import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import * as api from '../api.ts';

/** Mails a fresh verification link; the server limits how often (one a minute, five a day). */
export function ResendVerificationButton({ size }: { size?: 'sm' | 'default' }) {
  const resend = useMutation({
    mutationFn: api.resendVerification,
    onSuccess: (result) => toast({ title: 'Verification email sent', description: result.message }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Email not sent',
        description: errorMessage(error, 'Please try again in a few minutes.'),
      }),
  });
  return (
    <Button type="button" size={size} variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? 'Sending...' : 'Resend email'}
    </Button>
  );
}
