import { Upload } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogTrigger } from '../../components/ui/dialog.tsx';
import { ImportListingsDialog } from './import-listings-dialog.tsx';

type Props = {
  variant?: ComponentProps<typeof Button>['variant'];
  size?: ComponentProps<typeof Button>['size'];
  className?: string;
};

/** 'Upload listings': opens the file import dialog (try the app without connecting Amazon). */
export function ImportListingsButton({ variant = 'outline', size, className }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={className}>
          <Upload aria-hidden="true" />
          Upload listings
        </Button>
      </DialogTrigger>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {open && <ImportListingsDialog onDone={() => setOpen(false)} />}
    </Dialog>
  );
}
