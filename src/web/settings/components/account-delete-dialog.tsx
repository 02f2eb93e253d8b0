import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { AccountSecurity } from '#core/api/account';
import { GoogleLogo } from '../../auth/index.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, setToken } from '../../lib/api-client.ts';
import { runAccountGooglePopup } from '../account-google-popup.ts';
import { accountSecurityQueryOptions, deleteAccount, isFreshlyConfirmed, isReauthRequired } from './account-api.tsx';

/**
 * Deleting is final: the user types their username, and confirms with their password, or, without
 * one, with a fresh Google sign-in (the username alone is no secret).
 */
export function AccountDeleteDialog({ username, security }: { username: string; security: AccountSecurity }) {
  const hasPassword = security.hasPassword;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const googleConfirmed = isFreshlyConfirmed(security);
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // The session died with the account: forget it and leave the signed-in app entirely.
      setToken(null);
      queryClient.clear();
      window.location.assign('/');
    },
    // A confirmation that lapsed meanwhile: reload it, so Confirm with Google shows again.
    onError: (error) => {
      if (isReauthRequired(error)) void queryClient.invalidateQueries({ queryKey: accountSecurityQueryOptions().queryKey });
    },
  });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setTyped('');
      setPassword('');
      mutation.reset();
    }
  }

  function handleGoogleConfirm() {
    // Synchronously in the click: the popup opens before any await.
    const run = runAccountGooglePopup('reauth');
    setConfirming(true);
    void run.then((outcome) => {
      setConfirming(false);
      if (outcome.ok) queryClient.setQueryData(accountSecurityQueryOptions().queryKey, outcome.security);
      else toast({ variant: 'destructive', ...outcome.toast });
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(hasPassword ? { password, confirmation: typed } : { confirmation: typed });
  }

  const canDelete = typed === username && (hasPassword ? password.length > 0 : googleConfirmed) && !mutation.isPending;
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title="Delete your account?"
          description="This permanently deletes your account, listings, versions, reviews, FAQs, A+ drafts and your Amazon connection. It cannot be undone."
        />
        <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
          <div className="grid gap-2">
            <Label htmlFor="delete-confirmation">
              Type <span className="font-mono font-semibold">{username}</span> to confirm
            </Label>
            <Input
              id="delete-confirmation"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              disabled={mutation.isPending}
            />
          </div>
          {hasPassword && (
            <div className="grid gap-2">
              <Label htmlFor="delete-password">Password</Label>
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={mutation.isPending}
              />
            </div>
          )}
          {!hasPassword && (
            <div className="grid gap-2">
              <p className="text-muted-foreground text-sm">
                {googleConfirmed ? 'Confirmed with Google.' : 'Your account has no password: confirm with Google that it is you.'}
              </p>
              {!googleConfirmed && (
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={handleGoogleConfirm}
                    disabled={confirming || mutation.isPending}
                  >
                    <GoogleLogo />
                    {confirming ? 'Connecting...' : 'Confirm with Google'}
                  </Button>
                </div>
              )}
            </div>
          )}
          {mutation.isError && (
            <p className="text-destructive text-sm" role="alert">
              {errorMessage(mutation.error, 'We could not delete your account. Please try again.')}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!canDelete}>
              {mutation.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
