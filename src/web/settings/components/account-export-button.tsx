import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/download.ts';
import { exportAccount } from './account-api.tsx';

/** Downloads everything stored about the user as one JSON file. */
export function AccountExportButton() {
  const mutation = useMutation({
    mutationFn: exportAccount,
    onSuccess: (data) =>
      saveBlob(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        `listingpilot-export-${data.user.username}.json`,
      ),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'We could not export your data.') }),
  });
  return (
    <Button variant="outline" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      <Download aria-hidden="true" />
      {mutation.isPending ? 'Preparing...' : 'Export my data'}
    </Button>
  );
}
