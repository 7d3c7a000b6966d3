/**
 * The imperative toast store: `toast.success('登录成功')` from anywhere (an api-client `onError`,
 * an atom's effect) and one `<Toaster />` near the root renders what is queued. Plain module state
 * with subscribe/getSnapshot so React reads it through useSyncExternalStore.
 */
export const toastTones = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export type ToastItem = {
  id: number;
  tone: ToastTone;
  message: string;
  /** Milliseconds before it closes by itself. */
  duration: number;
};

export type ToastOptions = { duration?: number };

/** Default time a toast stays (ms). */
export const TOAST_DURATION = 3000;
/** At most this many toasts show at once; older ones give way. */
export const TOAST_LIMIT = 4;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function show(tone: ToastTone, message: string, options: ToastOptions = {}): number {
  // The same words while they still show say nothing new: an effect that React's StrictMode runs twice, or a
  // failure repeated by several requests, shows one toast.
  const showing = items.find((item) => item.tone === tone && item.message === message);
  if (showing) return showing.id;
  const id = nextId++;
  items = [...items, { id, tone, message, duration: options.duration ?? TOAST_DURATION }].slice(-TOAST_LIMIT);
  emit();
  return id;
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => items,
  dismiss(id: number) {
    items = items.filter((item) => item.id !== id);
    emit();
  },
  clear() {
    items = [];
    emit();
  },
};

/** Show a short message (once while the same one shows); returns its id for `toast.dismiss(id)`. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss: (id: number) => toastStore.dismiss(id),
  clear: () => toastStore.clear(),
};
