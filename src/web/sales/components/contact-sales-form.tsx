import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INQUIRY_MESSAGE_MAX, SalesInquiryBodySchema, type SalesInquiryBody } from '#core/api/billing';
import { FormField } from '../../components/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { createSalesInquiry } from '../api.ts';

type FormInput = z.input<typeof SalesInquiryBodySchema>;

type Props = {
  defaultName?: string;
  defaultEmail?: string;
  /** Above the form until it is sent (the dialog's title in Settings). */
  header?: ReactNode;
  /** The thank-you screen's own heading (a dialog title in Settings, a page heading on /contact-sales). */
  renderSentTitle(text: string): ReactNode;
  /** The thank-you text, as the dialog's description or a paragraph. */
  renderSentText?(text: string): ReactNode;
  /** Extra buttons beside Send (Cancel in the dialog). */
  secondaryAction?: ReactNode;
  /** Shown under the thank-you text (Close in the dialog). */
  afterSent?: ReactNode;
};

/** The Enterprise inquiry: Enterprise has no list price, so this reaches the sales team instead of checkout. */
export function ContactSalesForm({
  defaultName = '',
  defaultEmail = '',
  header,
  renderSentTitle,
  renderSentText = (text) => <p className="text-muted-foreground text-sm">{text}</p>,
  secondaryAction,
  afterSent,
}: Props) {
  const form = useForm<FormInput, unknown, SalesInquiryBody>({
    resolver: zodResolver(SalesInquiryBodySchema),
    defaultValues: { name: defaultName, email: defaultEmail, company: '', message: '' },
  });
  const mutation = useMutation({ mutationFn: createSalesInquiry });

  if (mutation.isSuccess)
    return (
      <div className="grid justify-items-center gap-3 py-4 text-center" role="status">
        <CheckCircle2 className="text-success size-12" aria-hidden="true" />
        {renderSentTitle("Thanks, we'll be in touch")}
        {renderSentText(
          `Your inquiry has been sent. Our sales team will reply to ${mutation.variables.email} within one business day.`,
        )}
        {afterSent}
      </div>
    );

  const messageError = form.formState.errors.message?.message;
  const pending = mutation.isPending;
  return (
    <>
      {header}
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {secondaryAction}
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending...' : 'Send inquiry'}
          </Button>
        </div>
      </form>
    </>
  );
}
