import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountSecurity } from '#core/api/account';
import { GoogleLogo } from '../../auth/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { runAccountGooglePopup } from '../account-google-popup.ts';
import { accountSecurityQueryOptions, isFreshlyConfirmed, isReauthRequired, unlinkGoogle } from './account-api.tsx';
import { useReauth } from './reauth-dialog.tsx';

/** Link Google (after a confirmation) or Unlink it (only while a password remains to sign in with). */
export function AccountGoogleSection({ security }: { security: AccountSecurity }) {
  const queryClient = useQueryClient();
  const reauth = useReauth();
  const [linking, setLinking] = useState(false);
  const store = (next: AccountSecurity) => queryClient.setQueryData(accountSecurityQueryOptions().queryKey, next);
  const unlink = useMutation({
    mutationFn: unlinkGoogle,
    onSuccess: (next) => {
      store(next);
      toast({ title: 'Google unlinked', description: 'Sign in with your username and password from now on.' });
    },
    onError: async (error) => {
      if (isReauthRequired(error)) {
        if (await reauth.confirm('Confirm it is you to unlink Google.')) unlink.mutate();
        return;
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'We could not unlink Google.') });
    },
  });

  function handleLink() {
    if (!isFreshlyConfirmed(security)) {
      // The popup may only open in a click: confirm first, then the user chooses Link Google again.
      void reauth.confirm('Confirm it is you to link a Google account.').then((ok) => {
        if (ok) toast({ title: 'Confirmed', description: 'Now choose Link Google to pick your Google account.' });
      });
      return;
    }
    const run = runAccountGooglePopup('link');
    setLinking(true);
    void run.then((outcome) => {
      setLinking(false);
      if (!outcome.ok) {
        toast({ variant: 'destructive', ...outcome.toast });
        return;
      }
      store(outcome.security);
      toast({
        title: 'Google linked',
        description: 'You can now sign in with Google. You have been signed out on your other devices.',
      });
    });
  }

  if (security.google.linked) {
    return (
      <div className="grid gap-3">
        <p className="text-muted-foreground text-sm">
          Your account is linked to Google: you can sign in with Continue with Google.
        </p>
        {!security.hasPassword && (
          <p className="text-muted-foreground text-sm">
            Set a password first to unlink Google: it would be your only way to sign in.
          </p>
        )}
        <div>
          <Button variant="outline" onClick={() => unlink.mutate()} disabled={!security.hasPassword || unlink.isPending}>
            {unlink.isPending ? 'Unlinking...' : 'Unlink Google'}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">Link your Google account to sign in with Continue with Google.</p>
      <div>
        <Button variant="outline" onClick={handleLink} disabled={linking}>
          <GoogleLogo />
          {linking ? 'Connecting...' : 'Link Google'}
        </Button>
      </div>
    </div>
  );
}
