import { Download, Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useCsvDownload } from '../../components/use-csv-download.ts';
import { downloadPerformanceCsv } from '../api.ts';

/** The daily rows as CSV: one listing's, or the catalogue's without `listingId`. */
export function ExportPerformanceButton({ listingId, label = 'Export CSV' }: { listingId?: number; label?: string }) {
  const { isDownloading: busy, start: run } = useCsvDownload(() => downloadPerformanceCsv(listingId));
  return (
    <Button variant="outline" size="sm" onClick={() => void run()} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {label}
    </Button>
  );
}
