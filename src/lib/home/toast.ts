/**
 * Location toast: the region's text (from the home page's `toast` copy), visible for 5000 ms, at most one toast
 * at a time (a new one replaces the current one).
 */
export const TOAST_MS = 5000;
export const TOAST_LIMIT = 1;

export interface ToastTexts {
  india: string;
  global: string;
}

export function locationToastText(isIndia: boolean, texts: ToastTexts): string {
  return isIndia ? texts.india : texts.global;
}

export interface Toast {
  id: number;
  message: string;
}

export interface Toaster {
  show(message: string): Toast;
  dismiss(id?: number): void;
  readonly toasts: readonly Toast[];
}

/** Keeps at most TOAST_LIMIT toasts; each disappears TOAST_MS after it was shown. `onChange` gets the visible list. */
export function createToaster(onChange: (toasts: readonly Toast[]) => void, duration = TOAST_MS): Toaster {
  let toasts: Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const dismiss = (id?: number) => {
    const gone = id === undefined ? toasts : toasts.filter((t) => t.id === id);
    if (gone.length === 0) return;
    for (const t of gone) {
      clearTimeout(timers.get(t.id));
      timers.delete(t.id);
    }
    toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
    onChange(toasts);
  };

  return {
    show(message) {
      const toast = { id: nextId++, message };
      const kept = [toast, ...toasts].slice(0, TOAST_LIMIT);
      for (const t of toasts)
        if (!kept.includes(t)) {
          clearTimeout(timers.get(t.id));
          timers.delete(t.id);
        }
      toasts = kept;
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), duration),
      );
      onChange(toasts);
      return toast;
    },
    dismiss,
    get toasts() {
      return toasts;
    },
  };
}
