import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeading,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { ContactSalesForm } from './contact-sales-form.tsx';

/** Settings' Enterprise card: the inquiry form in a dialog, filled with the account's name and email. */
export function ContactSalesDialog({ defaultName, defaultEmail }: { defaultName: string; defaultEmail: string }) {
  const [open, setOpen] = useState(false);
  // A new key each time it opens: a fresh form after a sent inquiry.
  const [round, setRound] = useState(0);
  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setRound((r) => r + 1);
  }
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>Contact Sales</Button>
      </DialogTrigger>
      <DialogContent>
        <ContactSalesForm
          header={
            <DialogHeading
              title="Contact Sales"
              description="Tell us about your catalogue and we'll tailor an Enterprise plan for you."
            />
          }
          key={round}
          defaultName={defaultName}
          defaultEmail={defaultEmail}
          renderSentTitle={(text) => <DialogTitle>{text}</DialogTitle>}
          renderSentText={(text) => <DialogDescription>{text}</DialogDescription>}
          secondaryAction={
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
          }
          afterSent={
            <Button className="mt-2" onClick={() => handleOpenChange(false)}>
              Close
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
