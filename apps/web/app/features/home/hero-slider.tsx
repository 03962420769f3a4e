import { heroImageWidths, imageSrcSet, imageVariant } from "@oja/contracts/images";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { ArrowLeftIcon, ArrowRightIcon } from "../../components/ui/icons.tsx";
import type { Slide } from "./hero-slides.ts";

/** docs/product.md §9: a new slide every 5 s, crossfading over 1 s. */
export const heroIntervalMs = 5000;

export function HeroSlider({ slides }: { slides: Slide[] }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // The counter is read out when the shopper turns a slide, not when the slides turn by themselves:
  // every 5 s it would talk over whatever else is being read.
  const [announced, setAnnounced] = useState(false);
  // The other slides' pictures wait until the page has loaded, so the first one gets the bandwidth.
  const [laterSlidesReady, setLaterSlidesReady] = useState(false);
  const count = slides.length;
  const go = useCallback(
    (step: number, byShopper: boolean) => {
      setAnnounced(byShopper);
      setCurrent((index) => (index + step + count) % count);
    },
    [count],
  );

  useEffect(() => {
    if (document.readyState === "complete") return setLaterSlidesReady(true);
    const ready = () => setLaterSlidesReady(true);
    window.addEventListener("load", ready, { once: true });
    return () => window.removeEventListener("load", ready);
  }, []);

  // Re-armed after every change, so the slides keep turning and a shopper's own move gets 5 s too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => go(1, false), heroIntervalMs);
    return () => window.clearTimeout(timer);
  }, [go, paused, count, current]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      className="relative h-[88svh] min-h-[560px] overflow-hidden bg-espresso text-parchment"
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {slides.map((slide, index) => {
        const active = index === current;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide a group
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={!active}
            data-active={active}
            className={`absolute inset-0 transition-opacity duration-1000 ease-in-out ${active ? "opacity-100" : "pointer-events-none opacity-0"}`}
          >
            {index === 0 || laterSlidesReady ? (
              <img
                src={imageVariant(slide.image, 1280)}
                srcSet={imageSrcSet(slide.image, heroImageWidths)}
                sizes="100vw"
                alt=""
                width={1920}
                height={1080}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
                decoding={index === 0 ? "sync" : "async"}
                className="absolute inset-0 h-full w-full object-cover object-[70%_center]"
              />
            ) : null}
            {/* Dark behind the words: on phones they sit low, across the picture, so the shade rises from
                the bottom; on wide screens they stand on the left. */}
            <div className="absolute inset-0 bg-gradient-to-t from-espresso/95 via-espresso/75 to-espresso/20 md:bg-gradient-to-r md:from-espresso/85 md:via-espresso/45 md:to-transparent" />
            <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pb-24 md:justify-center md:px-8 md:pb-0">
              <p className="text-xs tracking-[0.35em] text-sand uppercase md:text-brass">
                Oja Leather House · Lagos
              </p>
              {index === 0 ? (
                <h1 className="mt-4 max-w-xl font-display text-5xl leading-[1.05] font-semibold md:text-7xl">
                  {slide.title}
                </h1>
              ) : (
                <h2 className="mt-4 max-w-xl font-display text-5xl leading-[1.05] font-semibold md:text-7xl">
                  {slide.title}
                </h2>
              )}
              <p className="mt-5 max-w-md text-base text-parchment/85 md:text-lg">{slide.description}</p>
              <Link
                to="/shop"
                tabIndex={active ? 0 : -1}
                className={`mt-8 w-fit ${buttonClass({ tone: "light", size: "lg" })}`}
              >
                Discover More
              </Link>
            </div>
          </div>
        );
      })}
      <div className="absolute right-4 bottom-8 flex items-center gap-4 md:right-8">
        <p className="text-sm tabular-nums text-parchment/80" aria-live={announced ? "polite" : "off"}>
          {String(current + 1).padStart(2, "0")} / {String(count).padStart(2, "0")}
        </p>
        <button
          type="button"
          onClick={() => go(-1, true)}
          aria-label="Previous slide"
          className="flex h-12 w-12 items-center justify-center rounded-full border border-parchment/40 hover:border-parchment hover:bg-parchment/10"
        >
          <ArrowLeftIcon />
        </button>
        <button
          type="button"
          onClick={() => go(1, true)}
          aria-label="Next slide"
          className="flex h-12 w-12 items-center justify-center rounded-full border border-parchment/40 hover:border-parchment hover:bg-parchment/10"
        >
          <ArrowRightIcon />
        </button>
      </div>
    </section>
  );
}
