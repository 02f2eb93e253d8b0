import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          'bg-card fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border p-6 shadow-lg',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="focus-visible:outline-ring absolute top-4 right-4 cursor-pointer rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-2">
          <X className="size-4" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5', className)} {...props} />;
}
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-muted-foreground text-sm', className)} {...props} />;
}

type DialogHeadingProps = {
  title: ReactNode;
  description: ReactNode;
  /** Renders the description as its one child element (a `<div>` of paragraphs, say), not a `<p>`. */
  descriptionAsChild?: boolean;
  className?: string;
  titleClassName?: string;
  descriptionProps?: Omit<ComponentProps<typeof DialogPrimitive.Description>, 'children' | 'asChild'>;
  /** Shown above the title: an icon or an eyebrow line. */
  children?: ReactNode;
};

/** The header every dialog opens with: a title and a description under it. */
export function DialogHeading({
  title,
  description,
  descriptionAsChild,
  className,
  titleClassName,
  descriptionProps,
  children,
}: DialogHeadingProps) {
  return (
    <DialogHeader className={className}>
      {children}
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      <DialogDescription asChild={descriptionAsChild} {...descriptionProps}>
        {description}
      </DialogDescription>
    </DialogHeader>
  );
}
