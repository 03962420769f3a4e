import { imageVariant } from "@oja/contracts/images";
import { lazy, type PointerEvent, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ArrowLeftIcon, ArrowRightIcon } from "../../components/ui/icons.tsx";
import { ProductImage } from "../../components/ui/product-image.tsx";

/** docs/product.md §9: the product carousel moves on every 5 s, and a swipe longer than 50 px changes picture. */
export const galleryIntervalMs = 5000;
export const swipeThresholdPx = 50;
/** A press that moves less than this is a tap. */
const tapSlopPx = 8;

// The full-screen viewer is fetched when a shopper first opens a photo, not with every product page.
const PhotoViewer = lazy(() =>
  import("./photo-viewer.tsx").then((module) => ({ default: module.PhotoViewer })),
);

/** The product page's pictures: auto-advancing, wrapping, swipeable, with arrows and thumbnails. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  // A press that dragged (a swipe, or one too short to be one) is not a tap that opens the photo full screen.
  const dragged = useRef(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [viewed, setViewed] = useState(false);
  const count = images.length;
  const go = useCallback((step: number) => setCurrent((index) => (index + step + count) % count), [count]);

  // Re-armed after every change, so a shopper's own move also gets its full 5 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => go(1), galleryIntervalMs);
    return () => window.clearTimeout(timer);
  }, [go, paused, count, current]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
    dragged.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    dragged.current = Math.abs(distance) > tapSlopPx;
    if (Math.abs(distance) > swipeThresholdPx) go(distance < 0 ? 1 : -1);
  };

  if (count === 0) return <ProductImage src={undefined} alt={name} sizes="50vw" />;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Pictures of the ${name}`}
      className="select-none"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="relative touch-pan-y overflow-hidden rounded-sm bg-linen"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        data-testid="product-gallery"
      >
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {images.map((image, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide a group
            <div
              key={image}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={index !== current}
              data-active={index === current}
              className="w-full shrink-0"
            >
              <ProductImage
                src={image}
                alt={index === 0 ? name : `${name}, another view`}
                sizes="(min-width: 1280px) 600px, (min-width: 768px) 48vw, 100vw"
                priority={index === 0}
                draggable={false}
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          onClick={() => {
            if (dragged.current) return;
            setViewed(true);
            setViewing(current);
          }}
          aria-label={`Open picture ${current + 1} of ${count} full screen`}
          aria-haspopup="dialog"
          className="absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-4px]"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous picture"
              className="absolute top-1/2 left-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-parchment/90 text-espresso shadow hover:bg-parchment"
            >
              <ArrowLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next picture"
              className="absolute top-1/2 right-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-parchment/90 text-espresso shadow hover:bg-parchment"
            >
              <ArrowRightIcon />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex gap-3">
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={`Show picture ${index + 1} of ${count}`}
              aria-current={index === current ? "true" : undefined}
              className={`w-20 overflow-hidden rounded-sm border-2 transition-colors ${index === current ? "border-cognac" : "border-transparent opacity-70 hover:opacity-100"}`}
            >
              <img
                src={imageVariant(image, 400)}
                alt=""
                width={400}
                height={500}
                loading="lazy"
                decoding="async"
                draggable={false}
                className="aspect-[4/5] h-auto w-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}
      {viewed ? (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            name={name}
            start={viewing}
            swipeThresholdPx={swipeThresholdPx}
            onClose={(shown) => {
              setViewing(null);
              setCurrent(shown);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
