import { imageSrcSet } from "@oja/contracts/images";
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from "react";
import { MinusIcon, PlusIcon } from "../../components/ui/action-icons.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from "../../components/ui/icons.tsx";

/** How far a click, a double tap or the Zoom button magnifies a photo. */
export const viewerZoom = 2;
/** Two taps closer together than this are a double tap. */
const doubleTapMs = 300;
/** A press that moves less than this is a tap or a click, not a drag. */
const tapSlopPx = 8;
/** How far an arrow key moves a zoomed photo. */
const panStepPx = 60;

interface Offset {
  x: number;
  y: number;
}

const centred: Offset = { x: 0, y: 0 };

/**
 * The product's photos full screen (docs/product.md §2 "Product detail"), in the browser's modal
 * dialog: previous and next by buttons, arrow keys or a swipe; a click, a double tap or the Zoom
 * button doubles a photo at that point, and a zoomed photo is dragged (or moved by the arrow keys)
 * to see the rest. Pinching zooms the screen itself (touch-action). Escape or Close closes it, and
 * focus goes back to the photo it was opened from.
 */
export function PhotoViewer({
  images,
  name,
  start,
  swipeThresholdPx,
  onClose,
}: {
  images: string[];
  name: string;
  /** The gallery's own: a drag longer than this changes photo. */
  swipeThresholdPx: number;
  /** The photo shown first; null while the viewer is closed. */
  start: number | null;
  /** With the photo shown last, for the gallery to show it too. */
  onClose: (shown: number) => void;
}) {
  const titleId = useId();
  const count = images.length;
  const [current, setCurrent] = useState(start ?? 0);
  const [zoomed, setZoomed] = useState(false);
  const [offset, setOffset] = useState<Offset>(centred);
  const stage = useRef<HTMLDivElement>(null);
  const press = useRef<{ x: number; y: number; from: Offset; moved: boolean } | null>(null);
  const lastTap = useRef(0);
  const [openedAt, setOpenedAt] = useState<number | null>(null);

  // Each opening starts at the photo it was opened on, unzoomed.
  if (start !== openedAt) {
    setOpenedAt(start);
    if (start !== null) {
      setCurrent(start);
      setZoomed(false);
      setOffset(centred);
    }
  }

  /** An offset kept within the photo's edges at the zoom. */
  const bounded = (wanted: Offset): Offset => {
    const box = stage.current?.getBoundingClientRect();
    if (!box) return centred;
    const reachX = ((viewerZoom - 1) * box.width) / 2;
    const reachY = ((viewerZoom - 1) * box.height) / 2;
    return {
      x: Math.max(-reachX, Math.min(reachX, wanted.x)),
      y: Math.max(-reachY, Math.min(reachY, wanted.y)),
    };
  };

  const go = (step: number) => {
    setCurrent((index) => (index + step + count) % count);
    setZoomed(false);
    setOffset(centred);
  };

  /** Zooms in with the point under the pointer kept where it is, or back out. */
  const toggleZoom = (point?: { clientX: number; clientY: number }) => {
    if (zoomed) {
      setZoomed(false);
      setOffset(centred);
      return;
    }
    const box = stage.current?.getBoundingClientRect();
    setZoomed(true);
    if (!box || !point) return setOffset(centred);
    const fromCentre = {
      x: point.clientX - (box.left + box.width / 2),
      y: point.clientY - (box.top + box.height / 2),
    };
    setOffset(bounded({ x: -fromCentre.x * (viewerZoom - 1), y: -fromCentre.y * (viewerZoom - 1) }));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    press.current = { x: event.clientX, y: event.clientY, from: offset, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const pressed = press.current;
    if (!pressed) return;
    const dx = event.clientX - pressed.x;
    const dy = event.clientY - pressed.y;
    if (Math.hypot(dx, dy) > tapSlopPx) pressed.moved = true;
    if (zoomed) setOffset(bounded({ x: pressed.from.x + dx, y: pressed.from.y + dy }));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const pressed = press.current;
    press.current = null;
    if (!pressed) return;
    const dx = event.clientX - pressed.x;
    if (pressed.moved) {
      if (!zoomed && Math.abs(dx) > swipeThresholdPx) go(dx < 0 ? 1 : -1);
      return;
    }
    // A mouse zooms on a click; a finger on a double tap, so that one tap does nothing by surprise.
    if (event.pointerType !== "touch") return toggleZoom(event);
    const now = event.timeStamp;
    if (now - lastTap.current < doubleTapMs) {
      lastTap.current = 0;
      toggleZoom(event);
    } else {
      lastTap.current = now;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const pans: Record<string, Offset> = {
      ArrowLeft: { x: panStepPx, y: 0 },
      ArrowRight: { x: -panStepPx, y: 0 },
      ArrowUp: { x: 0, y: panStepPx },
      ArrowDown: { x: 0, y: -panStepPx },
    };
    const pan = pans[event.key];
    if (!pan) return;
    event.preventDefault();
    if (zoomed) setOffset((now) => bounded({ x: now.x + pan.x, y: now.y + pan.y }));
    else if (count > 1 && pan.x !== 0) go(pan.x > 0 ? -1 : 1);
  };

  const image = images[current] ?? "";
  const controlClass =
    "flex h-11 w-11 items-center justify-center rounded-full bg-parchment/15 text-parchment hover:bg-parchment/30";
  return (
    <Dialog
      open={start !== null}
      onClose={() => onClose(current)}
      labelledBy={titleId}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-espresso p-0 text-parchment backdrop:bg-espresso"
    >
      {start !== null ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys of the whole viewer, whatever has focus in it
        <div className="flex h-full flex-col" onKeyDown={onKeyDown} data-testid="photo-viewer">
          <div className="flex items-center justify-between gap-3 p-3">
            <h2 id={titleId} className="min-w-0 truncate font-display text-xl font-semibold">
              {name}
            </h2>
            <div className="flex shrink-0 items-center gap-2">
              <p aria-live="polite" className="px-2 text-sm tabular-nums">
                {current + 1} of {count}
              </p>
              <button
                type="button"
                onClick={() => toggleZoom()}
                aria-pressed={zoomed}
                aria-label="Zoom"
                className={controlClass}
              >
                {zoomed ? <MinusIcon /> : <PlusIcon />}
              </button>
              <button
                type="button"
                onClick={() => onClose(current)}
                aria-label="Close"
                className={controlClass}
              >
                <CloseIcon />
              </button>
            </div>
          </div>
          <div
            ref={stage}
            className={`relative min-h-0 flex-1 overflow-hidden select-none ${zoomed ? "cursor-zoom-out" : "cursor-zoom-in"}`}
            // Unzoomed, a pinch zooms the screen and a sideways drag is ours (a swipe); zoomed, every drag pans.
            style={{ touchAction: zoomed ? "none" : "pinch-zoom" }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              press.current = null;
            }}
            data-zoomed={zoomed}
          >
            <img
              key={image}
              src={image}
              srcSet={imageSrcSet(image, [800, 1200])}
              sizes="100vw"
              alt={current === 0 ? name : `${name}, another view`}
              draggable={false}
              className="h-full w-full object-contain transition-transform duration-200 motion-reduce:transition-none"
              style={{
                transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoomed ? viewerZoom : 1})`,
              }}
            />
          </div>
          {count > 1 ? (
            <div className="flex items-center justify-center gap-6 p-3">
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label="Previous picture"
                className={controlClass}
              >
                <ArrowLeftIcon />
              </button>
              <button type="button" onClick={() => go(1)} aria-label="Next picture" className={controlClass}>
                <ArrowRightIcon />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
