import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useToasts, dismissToast, TOAST_DURATION } from './use-toast.ts';

/** One toast at a time, 5 s, swipe right past 50 px, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-card text-card-foreground',
          )}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {t.title && <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
            {t.action}
          </div>
          <ToastPrimitive.Close
            className="absolute top-2 right-2 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2"
            aria-label="Close"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
