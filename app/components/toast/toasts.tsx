import { useEffect, useRef, useState } from "react";

import { MAX_TOASTS, TOAST_DURATION_MS } from "~/lib/contract/constants";
import { useHydrated } from "~/lib/use-hydrated";

import "./toasts.css";

export interface ToastMessage {
  type: "info" | "success" | "error" | "warning";
  message: string;
  description?: string;
}

interface ShownToast extends ToastMessage {
  key: number;
}

/** Reading speed for a long toast (a bulk action's summary): about 15 characters a second. */
const READING_MS_PER_CHARACTER = 65;

/** SPEC §9's 5 s, or the time it takes to read the toast when that is longer. */
export function toastDuration({ message, description = "" }: ToastMessage): number {
  return Math.max(TOAST_DURATION_MS, (message.length + description.length) * READING_MS_PER_CHARACTER);
}

/** A status region, read without JavaScript too. */
export function Toasts({ toast }: { toast?: ToastMessage | null }) {
  const [shown, setShown] = useState<ShownToast[]>(() => (toast ? [{ ...toast, key: 0 }] : []));
  const lastToast = useRef(toast);
  const nextKey = useRef(1);

  useEffect(() => {
    if (!toast || toast === lastToast.current) return;
    lastToast.current = toast;
    const key = nextKey.current++;
    setShown((current) => [...current, { ...toast, key }].slice(-MAX_TOASTS));
  }, [toast]);

  const dismiss = (key: number) => setShown((current) => current.filter((item) => item.key !== key));

  return (
    <div className="toasts" role="status" aria-live="polite">
      {shown.map((item) => (
        <ToastItem key={item.key} toast={item} onDismiss={() => dismiss(item.key)} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: () => void }) {
  const [hovered, setHovered] = useState(false);
  // A close button needs JavaScript.
  const interactive = useHydrated();
  const holdsWhileHovered = toast.type === "error";

  useEffect(() => {
    if (hovered && holdsWhileHovered) return;
    const timer = setTimeout(onDismiss, toastDuration(toast));
    return () => clearTimeout(timer);
  }, [hovered, holdsWhileHovered, onDismiss, toast]);

  return (
    <div
      className={`toast toast--${toast.type}${interactive ? "" : " toast--static"}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <p className="toast__message">{toast.message}</p>
      {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      {interactive ? (
        <button type="button" className="toast__close" onClick={onDismiss} aria-label="Zamknij powiadomienie">
          ×
        </button>
      ) : null}
    </div>
  );
}
