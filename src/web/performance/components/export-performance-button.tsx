import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadPerformanceCsv } from '../api.ts';

/** The daily rows as CSV: one listing's, or the catalogue's without `listingId`. */
export function ExportPerformanceButton({ listingId, label = 'Export CSV' }: { listingId?: number; label?: string }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadPerformanceCsv(listingId);
    } catch (error) {
      toast({
        title: 'Export failed',
        description: errorMessage(error, 'The CSV could not be downloaded. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void run()} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {label}
    </Button>
  );
}
