import { Upload } from 'lucide-react';
import { useState } from 'react';
import { REVIEW_COLUMNS } from '#core/faqs/parse-reviews';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useUploadReviews } from '../api.ts';

/** Upload a CSV or JSON file of reviews for one listing; a bad row is named and nothing is imported. */
export function ReviewUploadDialog({ listingId }: { listingId: number }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadReviews(listingId);
  const problems = upload.error instanceof ApiError ? upload.error.issues.map((i) => i.message) : [];

  async function handleUpload() {
    if (!file) return;
    try {
      const result = await upload.mutateAsync(file);
      toast({ title: 'Reviews imported', description: `${result.imported} reviews added (${result.total} in total).` });
      setOpen(false);
      setFile(null);
      upload.reset();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Import failed',
        description: errorMessage(error, 'The reviews could not be imported.'),
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Upload /> Upload reviews
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title="Upload customer reviews"
          description="A CSV file with a header row, a JSON array or JSON Lines. If any row is invalid, nothing is imported."
        />
        <ul className="bg-muted grid gap-1 rounded-md p-3 text-xs">
          {REVIEW_COLUMNS.map((c) => (
            <li key={c.name}>
              <code className="font-semibold">{c.name}</code>
              {c.required ? ' (required)' : ''}: {c.note}
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground text-xs">
          Try it with the{' '}
          <a className="text-primary underline" href="/samples/sample-reviews.csv" download>
            sample reviews file
          </a>
          .
        </p>
        <div className="grid gap-2">
          <Label htmlFor="review-file">Reviews file</Label>
          <Input
            id="review-file"
            type="file"
            accept=".csv,.tsv,.txt,.json,.jsonl"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        {problems.length > 0 && (
          <ul role="alert" className="text-destructive grid max-h-40 gap-1 overflow-y-auto text-sm">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={!file || upload.isPending} onClick={() => void handleUpload()}>
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
