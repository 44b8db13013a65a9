import { useSyncExternalStore } from "react";

/**
 * The toast area of hydrated pages: short notices that also reach screen readers through a live
 * region. A module-level store keeps `toast()` callable from anywhere, with no provider to mount.
 * (A library such as sonner injects <style> elements, which our CSP forbids, and costs more bytes
 * than this.)
 */
export interface Toast {
  id: number;
  message: string;
  tone: "info" | "error";
}

const DISMISS_AFTER_MS = 8_000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function toast(message: string, tone: Toast["tone"] = "info"): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  setTimeout(() => dismissToast(id), DISMISS_AFTER_MS);
  return id;
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: readonly Toast[] = [];

export function ToastRegion() {
  const current = useSyncExternalStore(subscribe, getToasts, () => noToasts);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 z-[70] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {current.map((item) => (
        <div
          key={item.id}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 text-sm shadow-lg ${
            item.tone === "error"
              ? "border-danger-200 bg-danger-50 text-danger-900"
              : "border-slate-200 bg-white text-slate-800"
          }`}
        >
          <p className="flex-1">{item.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            className="rounded px-1 font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">Dismiss notification</span>
          </button>
        </div>
      ))}
    </section>
  );
}
