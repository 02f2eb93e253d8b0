import { Download, Loader2 } from 'lucide-react';
import type { ExportQuery } from '#core/imports/index';
import { Button } from '../../components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { useCsvDownload } from '../../components/use-csv-download.ts';
import { downloadListingsCsv } from '../api.ts';

/** 'Export CSV': the listings as they are, or with each one's latest AI rewrite; `view` picks My Listings or Archived. */
export function ExportCsvButton({ className, view = 'current' }: { className?: string; view?: ExportQuery['view'] }) {
  const { isDownloading: isExporting, start: handleExport } = useCsvDownload((version: ExportQuery['version']) =>
    downloadListingsCsv(version, view),
  );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className={className} disabled={isExporting}>
          {isExporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Export CSV
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void handleExport('original')}>Current listings</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void handleExport('rewritten')}>With latest AI rewrites</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
