import { useSyncExternalStore, type ReactNode } from 'react';

/** Toast constants: one toast at a time, shown for 5 s. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastInput = { title?: ReactNode; description?: ReactNode; variant?: 'default' | 'destructive'; action?: ReactNode };
type ToastState = ToastInput & { id: number; open: boolean };

let toasts: ToastState[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastState[]): void {
  toasts = next;
  for (const l of listeners) l();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY);
}

export function useToasts(): ToastState[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
}
