import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, toast } from './toast-store.ts';

/** The toasts in the store (dismissed ones have `open: false`) and the functions to change them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts);
  return { toasts, toast, dismiss: dismissToast };
}
