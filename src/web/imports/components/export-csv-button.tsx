import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { ExportQuery } from '#core/imports/index';
import { Button } from '../../components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadListingsCsv } from '../api.ts';

/** 'Export CSV': the listings as they are, or with each one's latest AI rewrite; `view` picks My Listings or Archived. */
export function ExportCsvButton({ className, view = 'current' }: { className?: string; view?: ExportQuery['view'] }) {
  const [isExporting, setIsExporting] = useState(false);

  async function handleExport(version: ExportQuery['version']) {
    setIsExporting(true);
    try {
      await downloadListingsCsv(version, view);
    } catch (error) {
      toast({
        title: 'Export failed',
        description: errorMessage(error, 'The CSV could not be downloaded. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setIsExporting(false);
    }
  }

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
