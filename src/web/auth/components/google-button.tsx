import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, setToken } from '../../lib/api-client.ts';
import { useAuth } from '../auth-provider.tsx';
import { exchangeGoogleCode } from '../google-api.ts';
import { GOOGLE_LOGIN_FAILED_FALLBACK, GOOGLE_LOGIN_FAILED_TITLE, GOOGLE_TOASTS, popupFailureToast } from '../google-messages.ts';
import { openGooglePopup, waitForPopupResult } from '../google-popup.ts';
import { GoogleLogo } from './google-logo.tsx';

type Props = { disabled: boolean; busy: boolean; onBusyChange(busy: boolean): void; onSignedIn(): void };

/** Continue with Google; shown only when the server has Google configured. */
export function GoogleButton({ disabled, busy, onBusyChange, onSignedIn }: Props) {
  const { setSession, refresh } = useAuth();

  async function handleClick() {
    // Synchronously inside the click: a popup opened after an await is blocked by browsers.
    const popup = openGooglePopup();
    if (!popup) {
      toast({ variant: 'destructive', ...GOOGLE_TOASTS.blocked });
      return;
    }
    onBusyChange(true);
    try {
      const outcome = await waitForPopupResult(popup);
      if (outcome.kind !== 'code') {
        toast({ variant: 'destructive', ...popupFailureToast(outcome, window.location.origin) });
        return;
      }
      let response: Awaited<ReturnType<typeof exchangeGoogleCode>>;
      try {
        response = await exchangeGoogleCode(outcome.code);
      } catch (error) {
        toast({
          variant: 'destructive',
          title: GOOGLE_LOGIN_FAILED_TITLE,
          description: errorMessage(error, GOOGLE_LOGIN_FAILED_FALLBACK),
        });
        return;
      }
      if (!response.token) {
        toast({ variant: 'destructive', ...GOOGLE_TOASTS.invalidResponse });
        return;
      }
      // A token without a user means the user is fetched.
      if (response.user) {
        setSession({ token: response.token, user: response.user });
      } else {
        setToken(response.token);
        await refresh();
      }
      toast(GOOGLE_TOASTS.welcome);
      onSignedIn();
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <Button type="button" variant="outline" className="w-full" disabled={disabled} onClick={() => void handleClick()}>
      <GoogleLogo />
      {busy ? 'Connecting...' : 'Continue with Google'}
    </Button>
  );
}
