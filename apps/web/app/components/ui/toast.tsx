import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { CloseIcon } from "./icons.tsx";

// Short notices in a corner of the screen. They are read out by screen readers (polite for news,
// assertive for errors), stay long enough to read, and can be dismissed. They show near the top, below
// the header's and a drawer's title row, since the buttons a shopper is about to press sit at the bottom
// of a form, a drawer or a phone's screen (Place Order, Continue Shopping, the sticky Add To Cart bar).

export type ToastKind = "success" | "error" | "info";

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface Toaster {
  /** `shownMs`: a short confirmation (a copy) may go sooner than the usual five seconds. */
  success(message: string, shownMs?: number): void;
  error(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<Toaster | null>(null);

const shownMs: Record<ToastKind, number> = { success: 5000, info: 7000, error: 8000 };
const accents: Record<ToastKind, string> = {
  success: "border-l-success",
  info: "border-l-brass",
  error: "border-l-error",
};
const labels: Record<ToastKind, string> = { success: "Done", info: "Note", error: "Error" };

/** The toasts, and which set of regions shows them: the page's, or the topmost open dialog's. */
interface ToastShelf {
  toasts: Toast[];
  dismiss: (id: number) => void;
  host: string | null;
  claim: (host: string) => () => void;
}

const ToastShelfContext = createContext<ToastShelf | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [hosts, setHosts] = useState<string[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const toaster = useMemo<Toaster>(() => {
    const show = (kind: ToastKind) => (message: string, ms?: number) => {
      nextId.current += 1;
      const id = nextId.current;
      // News means a later attempt went through: errors still showing tell of one that has been replaced
      // (after a refused sign-in, a successful one), and would contradict it.
      setToasts((current) => [
        ...(kind === "error" ? current : current.filter((toast) => toast.kind !== "error")).slice(-4),
        { id, kind, message },
      ]);
      window.setTimeout(() => dismiss(id), ms ?? shownMs[kind]);
    };
    return { success: show("success"), error: show("error"), info: show("info") };
  }, [dismiss]);

  const claim = useCallback((host: string) => {
    setHosts((current) => [...current, host]);
    return () => setHosts((current) => current.filter((other) => other !== host));
  }, []);
  const shelf = useMemo<ToastShelf>(
    () => ({ toasts, dismiss, host: hosts.at(-1) ?? null, claim }),
    [toasts, dismiss, hosts, claim],
  );

  return (
    <ToastContext.Provider value={toaster}>
      <ToastShelfContext.Provider value={shelf}>
        {children}
        <ToastRegions host={null} />
      </ToastShelfContext.Provider>
    </ToastContext.Provider>
  );
}

/**
 * The toasts' two live regions (news and errors). Both are always there, empty when another set shows
 * the toasts: a live region must exist before its news arrives.
 */
function ToastRegions({ host }: { host: string | null }) {
  const shelf = useContext(ToastShelfContext);
  const shown = shelf && shelf.host === host ? shelf.toasts : [];
  const list = (kinds: ToastKind[]) =>
    shown
      .filter((toast) => kinds.includes(toast.kind))
      .map((toast) => (
        <div
          key={toast.id}
          data-kind={toast.kind}
          className={`pointer-events-auto flex animate-page-in items-start gap-3 rounded-md border-l-4 bg-espresso px-4 py-3 text-sm text-parchment shadow-xl ${accents[toast.kind]}`}
        >
          <p className="flex-1 leading-relaxed">
            <span className="sr-only">{labels[toast.kind]}: </span>
            {toast.message}
          </p>
          <button
            type="button"
            onClick={() => shelf?.dismiss(toast.id)}
            aria-label="Dismiss notice"
            className="-m-1 rounded-full p-1 text-parchment/80 hover:text-parchment"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ));
  return (
    <div
      data-toast-shelf
      className="pointer-events-none fixed inset-x-3 top-20 z-[70] flex flex-col gap-2 md:inset-x-auto md:right-5 md:w-96"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {list(["success", "info"])}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {list(["error"])}
      </div>
    </div>
  );
}

/**
 * The toasts inside an open modal dialog. The browser draws a modal dialog above everything else in
 * the page and makes the rest inert, so toasts left in the page would be hidden under it and not read
 * out; while a dialog is open (the topmost, if several), they show here. Its regions are there before it
 * opens, so that a toast raised as it opens (Add To Cart opens the cart viewer) is read out too.
 */
export function DialogToasts({ open }: { open: boolean }) {
  const host = useId();
  const claim = useContext(ToastShelfContext)?.claim;
  useEffect(() => (open ? claim?.(host) : undefined), [open, claim, host]);
  return <ToastRegions host={host} />;
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error("useToast needs the ToastProvider of the root layout");
  return toaster;
}

/** What the shop refused, and why: an API answer's `message` and its `errors`. */
export interface Refusal {
  message: string;
  errors?: string[];
}

/** docs/product.md §8's handler for a refusal: its message as an error toast, and each of its reasons as one more. */
export function useShowRefusal(): (refusal: Refusal) => void {
  const toast = useToast();
  return useCallback(
    (refusal: Refusal) => {
      toast.error(refusal.message);
      for (const reason of refusal.errors ?? []) toast.error(reason);
    },
    [toast],
  );
}
