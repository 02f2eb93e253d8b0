import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AccountSecurity } from '#core/api/account';
import { GoogleLogo } from '../../auth/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { runAccountGooglePopup } from '../account-google-popup.ts';
import { accountSecurityQueryOptions, reauthWithPassword } from './account-api.tsx';

/** Asks the user to confirm it is them; resolves true once the server has recorded the proof. */
type Reauth = { confirm(reason: string): Promise<boolean> };

const ReauthContext = createContext<Reauth | null>(null);

export function useReauth(): Reauth {
  const reauth = useContext(ReauthContext);
  if (!reauth) throw new Error('useReauth needs a ReauthProvider');
  return reauth;
}

/**
 * The re-authentication dialog of Account security. A dangerous change the server refused with
 * REAUTH_REQUIRED calls confirm(); the user re-enters the password, or (with Google linked)
 * confirms with a fresh Google sign-in, and the change is retried by the caller.
 */
export function ReauthProvider({ security, children }: { security: AccountSecurity | undefined; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'password' | 'google' | null>(null);
  const settle = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((why: string) => {
    settle.current?.(false);
    setReason(why);
    setPassword('');
    setError(null);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  function finish(ok: boolean, next?: AccountSecurity) {
    if (next) queryClient.setQueryData(accountSecurityQueryOptions().queryKey, next);
    settle.current?.(ok);
    settle.current = null;
    setReason(null);
  }

  async function handlePassword(event: FormEvent) {
    event.preventDefault();
    setPending('password');
    setError(null);
    try {
      finish(true, await reauthWithPassword(password));
    } catch (err) {
      const issue = err instanceof ApiError ? err.issues.find((i) => i.path === 'password') : undefined;
      setError(issue?.message ?? errorMessage(err, 'We could not confirm your password. Please try again.'));
    } finally {
      setPending(null);
    }
  }

  function handleGoogle() {
    // Synchronously in the click: the popup opens before any await.
    const run = runAccountGooglePopup('reauth');
    setPending('google');
    setError(null);
    void run.then((outcome) => {
      setPending(null);
      if (outcome.ok) finish(true, outcome.security);
      else toast({ variant: 'destructive', ...outcome.toast });
    });
  }

  const hasPassword = security?.hasPassword ?? false;
  const hasGoogle = security?.google.linked ?? false;
  return (
    <ReauthContext.Provider value={{ confirm }}>
      {children}
      <Dialog open={reason !== null} onOpenChange={(open) => !open && pending === null && finish(false)}>
        <DialogContent>
          <DialogHeading title="Confirm it's you" description={reason} />
          {hasPassword && (
            <form
              className="grid gap-3"
              noValidate
              onSubmit={(e) => void handlePassword(e)}
              aria-label="Confirm with your password"
            >
              <div className="grid gap-2">
                <Label htmlFor="reauth-password">Password</Label>
                <Input
                  id="reauth-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={pending !== null}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'reauth-error' : undefined}
                />
              </div>
              <div>
                <Button type="submit" disabled={pending !== null || password.length === 0}>
                  {pending === 'password' ? 'Confirming...' : 'Confirm'}
                </Button>
              </div>
            </form>
          )}
          {hasGoogle && (
            <Button type="button" variant="outline" onClick={handleGoogle} disabled={pending !== null}>
              <GoogleLogo />
              {pending === 'google' ? 'Connecting...' : 'Confirm with Google'}
            </Button>
          )}
          {error && (
            <p id="reauth-error" className="text-destructive text-sm" role="alert">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => finish(false)} disabled={pending !== null}>
              Cancel
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </ReauthContext.Provider>
  );
}
