import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage, setToken } from '../../lib/api-client.ts';
import { deleteAccount } from './account-api.tsx';

/** Deleting is final: the user types their username, and their password when they have one. */
export function AccountDeleteDialog({ username, hasPassword }: { username: string; hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // The session died with the account: forget it and leave the signed-in app entirely.
      setToken(null);
      queryClient.clear();
      window.location.assign('/');
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

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(hasPassword ? { password, confirmation: typed } : { confirmation: typed });
  }

  const canDelete = typed === username && (!hasPassword || password.length > 0) && !mutation.isPending;
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your account, listings, versions, reviews, FAQs, A+ drafts and your Amazon connection. It cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
          <div className="grid gap-2">
            <Label htmlFor="delete-confirmation">
              Type <span className="font-mono font-semibold">{username}</span> to confirm
            </Label>
            <Input id="delete-confirmation" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} disabled={mutation.isPending} />
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
          {mutation.isError && (
            <p className="text-sm text-destructive" role="alert">
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
