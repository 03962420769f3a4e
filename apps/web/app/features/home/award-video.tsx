import { heroImageWidths, imageSrcSet } from "@oja/contracts/images";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { PlayIcon } from "../../components/ui/icons.tsx";

// The film's dialog only opens from the play button: its code comes when it first opens.
const Modal = lazy(() =>
  import("../../components/ui/modal.tsx").then((module) => ({ default: module.Modal })),
);

/** The award film: a still with a play button that opens the video, autoplaying and muted. */
export function AwardVideo({ videoUrl }: { videoUrl: string }) {
  const [open, setOpen] = useState(false);
  // Once opened it stays rendered, closed, so that it can close as a dialog does and reopen at once.
  const [opened, setOpened] = useState(false);
  const still = "/uploads/hero/classic-1920.webp";
  const embed = `${videoUrl}${videoUrl.includes("?") ? "&" : "?"}autoplay=1&mute=1&rel=0`;
  return (
    <section className="bg-espresso text-parchment" aria-labelledby="award-heading">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 md:grid-cols-2 md:px-8 md:py-28">
        <div className="relative overflow-hidden rounded-sm">
          <img
            src={still.replace(/-1920\.webp$/, "-1280.webp")}
            srcSet={imageSrcSet(still, heroImageWidths)}
            sizes="(min-width: 768px) 45vw, 92vw"
            alt="Inside the Oja workshop in Lekki, Lagos"
            width={1920}
            height={1080}
            loading="lazy"
            decoding="async"
            className="aspect-video h-auto w-full object-cover"
          />
          <button
            type="button"
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            aria-label="Play the award film"
            className="absolute inset-0 m-auto flex h-20 w-20 items-center justify-center rounded-full bg-parchment/90 text-espresso shadow-xl transition-transform hover:scale-105"
          >
            <PlayIcon width={32} height={32} />
          </button>
        </div>
        <div>
          <p className="text-xs tracking-[0.35em] text-brass uppercase">Award-winning craft</p>
          <h2 id="award-heading" className="mt-4 font-display text-4xl font-semibold md:text-5xl">
            Lagos Fashion Week Craft Prize
          </h2>
          <p className="mt-5 max-w-lg text-parchment/80">
            Our hand-stitched Voyager collection was honoured for craftsmanship and for training a new
            generation of Lagos leatherworkers. Watch the film from the workshop floor, where every piece is
            still cut and finished by hand.
          </p>
          <Link to="/about" className={`mt-8 ${buttonClass({ tone: "outline-light" })}`}>
            Read More<span className="sr-only"> about Oja Leather House</span>
          </Link>
        </div>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <Modal open={open} title="The award film" onClose={() => setOpen(false)} wide>
            <div className="aspect-video w-full overflow-hidden rounded bg-espresso">
              <iframe
                src={embed}
                title="Oja Leather House award film"
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
                className="h-full w-full"
              />
            </div>
          </Modal>
        </Suspense>
      ) : null}
    </section>
  );
}
