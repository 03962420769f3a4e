import { Link } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { Eyebrow } from "../features/content/content-document.tsx";
import { programmes, trainingPractical, trainingsIntro } from "../features/content/trainings-copy.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/trainings";

export const handle = sharedPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Trainings",
    description: "Leathercraft and shoemaking courses and a funded apprenticeship at our Lekki workshop.",
    path: "/trainings",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <>
      <PageBanner title="Trainings" crumbs={[{ label: "Home", to: "/" }, { label: "Trainings" }]}>
        {trainingsIntro}
      </PageBanner>

      <section aria-labelledby="programmes-heading" className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-24">
        <Eyebrow>At our benches</Eyebrow>
        <h2 id="programmes-heading" className="mt-3 font-display text-4xl font-semibold md:text-5xl">
          Our programmes
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {programmes.map((programme) => (
            <li key={programme.title} className="flex flex-col rounded-sm border border-sand bg-linen/60 p-8">
              <p className="text-xs font-semibold tracking-[0.2em] text-cognac uppercase">
                {programme.audience}
              </p>
              <h3 className="mt-2 font-display text-3xl font-semibold">{programme.title}</h3>
              <p className="mt-4 flex-1 leading-relaxed text-espresso/85">{programme.text}</p>
              <dl className="mt-6 grid gap-4 border-t border-sand pt-5 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-xs tracking-[0.16em] text-stone uppercase">Duration</dt>
                  <dd className="mt-1 font-medium">{programme.duration}</dd>
                </div>
                <div>
                  <dt className="text-xs tracking-[0.16em] text-stone uppercase">Fee</dt>
                  <dd className="mt-1 font-medium">{programme.fee}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-heading" className="bg-linen">
        <div className="mx-auto max-w-4xl px-4 py-16 md:px-8 md:py-20">
          <h2 id="join-heading" className="font-display text-4xl font-semibold">
            Joining a course
          </h2>
          <ul className="mt-6 list-disc space-y-3 pl-5 leading-relaxed text-espresso/85 marker:text-cognac">
            {trainingPractical.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link to="/contact" className={`mt-10 ${buttonClass()}`}>
            Book or apply
          </Link>
        </div>
      </section>
    </>
  );
}
