/** At most one toast shows at a time, for five seconds. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
// A dismissed toast lingers this long before it is dropped from the store.
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type Toast = ToastInput & { id: string; open: boolean };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removals.has(id)) return;
  const timer = setTimeout(() => {
    removals.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removals.set(id, timer);
}

/** Hides one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  for (const item of closing) scheduleRemoval(item.id);
  publish(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
}

/**
 * Shows a toast for 5000 ms. Only the newest TOAST_LIMIT toasts are kept, so a new one
 * replaces the one on screen. Callable from anywhere, not only from components.
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(nextId++);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return { id, dismiss: () => dismissToast(id) };
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
