import { useEffect, useRef } from 'react';
import { toast } from '../../components/ui/use-toast.ts';

function decodeMessage(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * SPEC §2: after Amazon's consent page the server redirects to /?connected=true or /?error=<message>.
 * Announce the outcome once, then drop the query string. Syncing with the URL is the effect's job here.
 */
export function useConnectionResultToast(): void {
  const isHandled = useRef(false);
  useEffect(() => {
    if (isHandled.current) return;
    isHandled.current = true;
    const params = new URLSearchParams(window.location.search);
    const connected = params.get('connected');
    const error = params.get('error');
    if (connected === null && error === null) return;
    if (error !== null) {
      toast({ variant: 'destructive', title: 'Connection Failed', description: decodeMessage(error) });
    } else if (connected === 'true') {
      toast({ title: 'Success!', description: 'Your Amazon Seller account has been connected successfully' });
    }
    params.delete('connected');
    params.delete('error');
    const rest = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
    );
  }, []);
}
