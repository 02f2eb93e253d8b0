import { Loader2, Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MAX_IMPORT_BYTES } from '#core/imports/index';
import { MARKETPLACES } from '#core/marketplaces';
import { OptionSelect } from '../../components/option-select.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useImportListings } from '../api.ts';
import { ImportColumnsHelp } from './import-columns-help.tsx';
import { ImportErrors } from './import-errors.tsx';

const MARKETPLACE_OPTIONS = MARKETPLACES.map((m) => ({ value: m.country, label: `${m.country} · ${m.name}` }));

export const ACCEPTED_FILES = '.txt,.tsv,.csv,.jsonl,.json';

type Props = { onDone(): void };

/** The upload form inside the dialog: file, marketplace, progress, and the file's problems by row. */
export function ImportListingsDialog({ onDone }: Props) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [marketplace, setMarketplace] = useState('US');
  const [percent, setPercent] = useState(0);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useImportListings();

  function handleFile(next: File | null) {
    upload.reset();
    setPercent(0);
    // Checked here too so a too-large file fails at once instead of after a long upload.
    setLocalError(
      next && next.size > MAX_IMPORT_BYTES
        ? `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files and upload them one at a time.`
        : null,
    );
    setFile(next);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file || localError) return;
    setPercent(0);
    upload.mutate(
      { file, marketplace, onProgress: setPercent },
      {
        onSuccess: (result) => {
          toast({ title: 'Import complete', description: `${result.added} listings added, ${result.updated} updated` });
          onDone();
        },
      },
    );
  }

  const error = upload.error;
  const apiError = error instanceof ApiError ? error : null;
  const isUploaded = upload.isPending && percent >= 100;

  return (
    <DialogContent className="max-w-xl">
      <DialogHeading
        title="Upload listings"
        description="Try ListingPilot without connecting Amazon: import a file, and every listing is scored right away. Nothing is sent to Amazon."
      />
      <form className="grid gap-4" onSubmit={handleSubmit} aria-label="Upload listings">
        <div className="grid gap-2">
          <Label htmlFor={fileId}>Listings file</Label>
          <Input
            id={fileId}
            type="file"
            accept={ACCEPTED_FILES}
            disabled={upload.isPending}
            onChange={(e) => handleFile(e.target.files?.[0] ?? null)}
            className="cursor-pointer"
          />
          <p className="text-muted-foreground text-xs">All Listings Report (.txt), CSV, TSV or JSON Lines, up to 20 MB.</p>
        </div>
        <div className="grid gap-2">
          <Label id={`${fileId}-marketplace`}>Marketplace</Label>
          <OptionSelect
            labelledBy={`${fileId}-marketplace`}
            label="Marketplace"
            value={marketplace}
            options={MARKETPLACE_OPTIONS}
            onChange={setMarketplace}
            disabled={upload.isPending}
          />
          <p className="text-muted-foreground text-xs">
            For rows without a marketplace column; the All Listings Report never has one.
          </p>
        </div>
        <ImportColumnsHelp />
        {upload.isPending && (
          <div className="grid gap-1" role="status" aria-live="polite">
            <Progress value={isUploaded ? 100 : percent} aria-label="Upload progress" className="h-1.5" />
            <span className="text-muted-foreground text-xs tabular-nums">
              {isUploaded ? 'Checking and scoring listings...' : `Uploading... ${percent}%`}
            </span>
          </div>
        )}
        {localError && <ImportErrors message={localError} issues={[]} />}
        {error && <ImportErrors message={apiError?.serverMessage ?? error.message} issues={apiError?.issues ?? []} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!file || !!localError || upload.isPending}>
            {upload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
