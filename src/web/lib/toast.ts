import { useSyncExternalStore } from 'react';

// A dismissed toast stays 1,000,000 ms (as shadcn's use-toast), so Radix can finish its exit.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
export const TOAST_HOTKEY = 'F8';

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive';
  source?: string;
  open: boolean;
}

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function toastError(description: string, title = 'Error', source?: string) {
  return toast({ title, description, variant: 'destructive', source });
}

/** An 'Invalid code' toast must not outlast the right code. */
export function dismissErrorsFrom(source: string) {
  for (const t of toasts) if (t.open && t.source === source) dismissToast(t.id);
}

/** Whether a toast is on screen (a Radix dismissable layer, above any dialog it came after). */
export const hasOpenToast = () => toasts.some((t) => t.open);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
