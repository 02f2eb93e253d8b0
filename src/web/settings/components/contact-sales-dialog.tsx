import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INQUIRY_MESSAGE_MAX, SalesInquiryBodySchema, type SalesInquiryBody } from '#core/api/billing';
import { FormField } from '../../components/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { createSalesInquiry } from '../api.ts';

type FormInput = z.input<typeof SalesInquiryBodySchema>;

/** Enterprise has no list price: this form reaches the sales team instead of /api/user/upgrade. */
export function ContactSalesDialog({ defaultName, defaultEmail }: { defaultName: string; defaultEmail: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<FormInput, unknown, SalesInquiryBody>({
    resolver: zodResolver(SalesInquiryBodySchema),
    defaultValues: { name: defaultName, email: defaultEmail, company: '', message: '' },
  });
  const mutation = useMutation({ mutationFn: createSalesInquiry });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    // A fresh form each time the dialog opens after a sent inquiry.
    if (!next && mutation.isSuccess) {
      mutation.reset();
      form.reset();
    }
  }

  const messageError = form.formState.errors.message?.message;
  const pending = mutation.isPending;
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>Contact Sales</Button>
      </DialogTrigger>
      <DialogContent>
        {mutation.isSuccess ? (
          <div className="grid justify-items-center gap-3 py-4 text-center" role="status">
            <CheckCircle2 className="text-success size-12" aria-hidden="true" />
            <DialogTitle>Thanks, we'll be in touch</DialogTitle>
            <DialogDescription>
              Your inquiry has been sent. Our sales team will reply to {mutation.variables.email} within one business day.
            </DialogDescription>
            <Button className="mt-2" onClick={() => handleOpenChange(false)}>
              Close
            </Button>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Contact Sales</DialogTitle>
              <DialogDescription>Tell us about your catalogue and we'll tailor an Enterprise plan for you.</DialogDescription>
            </DialogHeader>
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
              <FormField form={form} name="name" label="Name" autoComplete="name" disabled={pending} />
              <FormField form={form} name="email" label="Work email" type="email" autoComplete="email" disabled={pending} />
              <FormField form={form} name="company" label="Company (optional)" autoComplete="organization" disabled={pending} />
              <div className="grid gap-2">
                <Label htmlFor="field-message">Message</Label>
                <Textarea
                  id="field-message"
                  rows={4}
                  maxLength={INQUIRY_MESSAGE_MAX}
                  placeholder="How many listings and marketplaces do you manage?"
                  aria-invalid={messageError ? true : undefined}
                  aria-describedby={messageError ? 'field-message-error' : undefined}
                  disabled={pending}
                  {...form.register('message')}
                />
                {messageError && (
                  <p id="field-message-error" className="text-destructive text-sm" role="alert">
                    {messageError}
                  </p>
                )}
              </div>
              {mutation.isError && (
                <p className="text-destructive text-sm" role="alert">
                  {errorMessage(mutation.error, 'We could not send your inquiry. Please try again.')}
                </p>
              )}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => handleOpenChange(false)} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={pending}>
                  {pending ? 'Sending...' : 'Send inquiry'}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
