import { Link } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { Eyebrow } from "../features/content/content-document.tsx";
import {
  craftsmanshipIntro,
  leatherCare,
  makingSteps,
  materials,
  workshopFigures,
} from "../features/content/craftsmanship-copy.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/craftsmanship";

export const handle = sharedPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Craftsmanship",
    description: "How our Lagos artisans cut, stitch and finish every Oja piece by hand, from hide to heel.",
    path: "/craftsmanship",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <>
      <PageBanner title="Craftsmanship" crumbs={[{ label: "Home", to: "/" }, { label: "Craftsmanship" }]}>
        {craftsmanshipIntro}
      </PageBanner>

      <section aria-label="The workshop in figures" className="border-b border-sand bg-linen">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 md:grid-cols-4 md:px-8">
          {workshopFigures.map((item) => (
            <div key={item.label} className="flex flex-col-reverse justify-end">
              <dt className="mt-1 text-sm text-espresso/85">{item.label}</dt>
              <dd className="font-display text-4xl font-semibold text-cognac md:text-5xl">{item.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="making-heading" className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-24">
        <Eyebrow>From hide to heel</Eyebrow>
        <h2 id="making-heading" className="mt-3 font-display text-4xl font-semibold md:text-5xl">
          How a piece is made
        </h2>
        <ol className="mt-12 grid gap-x-12 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
          {makingSteps.map((step, position) => (
            <li key={step.title} className="border-t border-espresso/20 pt-6">
              <span aria-hidden="true" className="font-display text-5xl font-semibold text-cognac">
                {String(position + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 font-display text-2xl font-semibold">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-espresso/85">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="materials-heading" className="bg-espresso text-parchment">
        <div className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-24">
          <Eyebrow tone="brass">What we work with</Eyebrow>
          <h2 id="materials-heading" className="mt-3 font-display text-4xl font-semibold md:text-5xl">
            Materials that age well
          </h2>
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {materials.map((material) => (
              <li key={material.title} className="border-l border-brass/60 pl-5">
                <h3 className="font-display text-2xl font-semibold">{material.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-parchment/80">{material.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="care-heading" className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-24">
        <Eyebrow>Aftercare</Eyebrow>
        <h2 id="care-heading" className="mt-3 font-display text-4xl font-semibold md:text-5xl">
          Caring for leather in Lagos
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {leatherCare.map((tip) => (
            <li key={tip.title} className="rounded-sm border border-sand bg-linen/60 p-6">
              <h3 className="font-semibold">{tip.title}</h3>
              <p className="mt-2 leading-relaxed text-espresso/85">{tip.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-espresso/85">
          If something does give way, our workshop will put it right:{" "}
          <Link to="/returns-repairs" className="font-medium text-cognac underline underline-offset-4">
            see Returns &amp; Repairs
          </Link>
          .
        </p>
      </section>
    </>
  );
}
