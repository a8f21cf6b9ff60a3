import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, toast } from './toast-store.ts';

/** The toasts in the store (dismissed ones have `open: false`) and the functions to change them. */
export function useToast() {
  // The store lives in memory, so pre-rendering reads it the same way (no toasts yet).
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return { toasts, toast, dismiss: dismissToast };
}
