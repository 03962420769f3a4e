import { Link } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { bespokeIntro, bespokeSteps, commissions } from "../features/content/bespoke-copy.ts";
import { Eyebrow } from "../features/content/content-document.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/bespoke";

export const handle = sharedPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Bespoke",
    description: "Made-to-measure shoes and bags built to your brief, hand-made in our Lagos workshop.",
    path: "/bespoke",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <>
      <PageBanner title="Bespoke" crumbs={[{ label: "Home", to: "/" }, { label: "Bespoke" }]}>
        {bespokeIntro}
      </PageBanner>

      <section
        aria-labelledby="commissions-heading"
        className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-24"
      >
        <Eyebrow>Made for one</Eyebrow>
        <h2 id="commissions-heading" className="mt-3 font-display text-4xl font-semibold md:text-5xl">
          What we make to order
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {commissions.map((commission) => (
            <li
              key={commission.title}
              className="flex flex-col rounded-sm border border-sand bg-linen/60 p-8"
            >
              <h3 className="font-display text-3xl font-semibold">{commission.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-espresso/85">{commission.text}</p>
              <p className="mt-6 border-t border-sand pt-4 text-sm font-semibold text-cognac">
                {commission.terms}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="bg-linen">
        <div className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-24">
          <Eyebrow>Your commission</Eyebrow>
          <h2 id="steps-heading" className="mt-3 font-display text-4xl font-semibold md:text-5xl">
            How it works
          </h2>
          <ol className="mt-12 grid gap-8 md:grid-cols-5">
            {bespokeSteps.map((step, position) => (
              <li key={step.title}>
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 items-center justify-center rounded-full border border-cognac font-display text-2xl font-semibold text-cognac"
                >
                  {position + 1}
                </span>
                <h3 className="mt-4 font-display text-2xl font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-espresso/85">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center md:px-8 md:py-20">
        <h2 className="font-display text-4xl font-semibold">Begin with a conversation</h2>
        <p className="mx-auto mt-4 max-w-2xl text-espresso/85">
          Tell us what you have in mind and when you need it, and we will book your consultation at the
          showroom. Bespoke and personalised pieces are made for you alone, so they can be returned only if
          they are defective; see our{" "}
          <Link to="/return-policy" className="font-medium text-cognac underline underline-offset-4">
            Return Policy
          </Link>
          .
        </p>
        <Link to="/contact" className={`mt-8 ${buttonClass()}`}>
          Book a consultation
        </Link>
      </section>
    </>
  );
}
