import { useEffect, useRef } from 'react';
import { toast } from '../../components/ui/use-toast.ts';
import { connectionErrorText } from '../connection-errors.ts';

/**
 * After Amazon's consent page the server redirects to /?connected=true or /?amazon_error=<code>.
 * Announce the outcome once, then drop the query string (and an old-style `error` parameter,
 * whose text is never shown). Syncing with the URL is the effect's job here. `onConnected` runs
 * once after a successful connection: the dashboard starts the first import there, so the seller
 * has no separate Sync to find.
 */
export function useConnectionResultToast(onConnected?: () => void): void {
  const connectedRef = useRef(onConnected);
  // Declared first, so it runs before the effect below reads it.
  useEffect(() => {
    connectedRef.current = onConnected;
  });
  const isHandled = useRef(false);
  useEffect(() => {
    if (isHandled.current) return;
    isHandled.current = true;
    const params = new URLSearchParams(window.location.search);
    const connected = params.get('connected');
    const error = params.get('amazon_error');
    if (connected === null && error === null && !params.has('error')) return;
    if (error !== null) {
      toast({ variant: 'destructive', title: 'Connection Failed', description: connectionErrorText(error) });
    } else if (connected === 'true') {
      toast({ title: 'Success!', description: 'Your Amazon Seller account has been connected successfully' });
      connectedRef.current?.();
    }
    params.delete('connected');
    params.delete('amazon_error');
    params.delete('error');
    const rest = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
    );
  }, []);
}
