import { Link } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { Eyebrow } from "../features/content/content-document.tsx";
import { OfficeDetails } from "../features/content/office-details.tsx";
import {
  howToSend,
  lifetimeRepairs,
  promises,
  repairCovers,
  repairExcludes,
  returnsRepairsIntro,
} from "../features/content/returns-repairs-copy.ts";
import { loadSettings } from "../features/content/settings.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/returns-repairs";

export const handle = sharedPage;

export async function loader(page: Route.LoaderArgs) {
  const settings = await loadSettings(page);
  return { office: settings.officeLocations[0] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Returns & Repairs",
    description: "Our 7-day returns and 6-month free repair promise for manufacturing defects.",
    path: "/returns-repairs",
    publicUrl: publicUrlOf(matches),
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title="Returns & Repairs"
        crumbs={[{ label: "Home", to: "/" }, { label: "Returns & Repairs" }]}
      >
        {returnsRepairsIntro}
      </PageBanner>

      <section aria-label="Our promises" className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-20">
        <ul className="grid gap-6 md:grid-cols-2">
          {promises.map((promise) => (
            <li key={promise.title} className="flex flex-col rounded-sm border border-sand bg-linen/60 p-8">
              <h2 className="font-display text-3xl font-semibold">{promise.title}</h2>
              <p className="mt-3 flex-1 leading-relaxed text-espresso/85">{promise.text}</p>
              <Link
                to={promise.link.to}
                className="mt-6 self-start text-sm font-semibold tracking-[0.14em] text-cognac uppercase underline-offset-4 hover:underline"
              >
                {promise.link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cover-heading" className="bg-linen">
        <div className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-20">
          <Eyebrow>The 6-month promise</Eyebrow>
          <h2 id="cover-heading" className="mt-3 font-display text-4xl font-semibold">
            What free repairs cover
          </h2>
          <div className="mt-10 grid gap-10 md:grid-cols-2">
            <div>
              <h3 className="font-semibold">Covered, free of charge</h3>
              <ul className="mt-4 space-y-3">
                {repairCovers.map((item) => (
                  <li key={item} className="flex gap-3 text-espresso/85">
                    <span aria-hidden="true" className="mt-0.5 font-semibold text-success">
                      ✓
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold">Not covered</h3>
              <ul className="mt-4 space-y-3">
                {repairExcludes.map((item) => (
                  <li key={item} className="flex gap-3 text-espresso/85">
                    <span aria-hidden="true" className="mt-0.5 font-semibold text-error">
                      ✕
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-16 md:px-8 md:py-20 lg:grid-cols-2">
        <div>
          <Eyebrow>After six months</Eyebrow>
          <h2 className="mt-3 font-display text-4xl font-semibold">Repairs for life</h2>
          <p className="mt-5 leading-relaxed text-espresso/85">{lifetimeRepairs}</p>
          <h2 className="mt-12 font-display text-3xl font-semibold">How to bring a piece in</h2>
          {howToSend.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-espresso/85">
              {paragraph}
            </p>
          ))}
        </div>
        {loaderData.office ? (
          <div className="self-start rounded-sm bg-espresso p-8 text-parchment md:p-10">
            <h2 className="font-display text-3xl font-semibold">The workshop</h2>
            <div className="mt-6">
              <OfficeDetails office={loaderData.office} tone="dark" />
            </div>
          </div>
        ) : null}
      </section>
    </>
  );
}
