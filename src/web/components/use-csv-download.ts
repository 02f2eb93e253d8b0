import { useState } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { toast } from './ui/use-toast.ts';

/**
 * A CSV download behind a button: `isDownloading` while it runs, and a toast when it fails.
 * `download` receives what the button passes (which version of the listings, say).
 */
export function useCsvDownload<A extends unknown[]>(download: (...args: A) => Promise<void>) {
  const [isDownloading, setIsDownloading] = useState(false);
  async function start(...args: A) {
    setIsDownloading(true);
    try {
      await download(...args);
    } catch (error) {
      toast({
        title: 'Export failed',
        description: errorMessage(error, 'The CSV could not be downloaded. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setIsDownloading(false);
    }
  }
  return { isDownloading, start };
}
