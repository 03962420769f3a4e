import { Link } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { shippingNotes, shippingRates } from "../features/content/shipping-policy.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/shipping-costs";

export const handle = sharedPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Shipping Costs",
    description: "Delivery locations, methods, times and costs for Oja orders across Nigeria and worldwide.",
    path: "/shipping-costs",
    publicUrl: publicUrlOf(matches),
  });

const columns = ["Location", "Method", "Delivery time", "Cost"] as const;
// Below 768 px each row becomes a card that labels its own cells.
const cellClass =
  "px-5 py-4 align-top max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1.5 max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-[0.14em] max-md:before:text-stone max-md:before:uppercase max-md:before:content-[attr(data-label)]";

export default function Page() {
  return (
    <>
      <PageBanner title="Shipping Costs" crumbs={[{ label: "Home", to: "/" }, { label: "Shipping Costs" }]}>
        Delivery across Lagos, to every state in Nigeria and, on request, worldwide.
      </PageBanner>
      <div className="mx-auto max-w-5xl px-4 py-16 md:px-8 md:py-20">
        <table className="w-full border-collapse text-left max-md:block">
          <caption className="mb-6 text-left font-display text-3xl font-semibold max-md:block">
            Where we deliver, how, and what it costs
          </caption>
          <thead className="max-md:sr-only">
            <tr className="border-b-2 border-espresso">
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-5 py-3 text-xs font-semibold tracking-[0.16em] text-stone uppercase"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block max-md:space-y-4">
            {shippingRates.map((rate) => (
              <tr
                key={rate.location}
                className="border-b border-sand max-md:block max-md:rounded-sm max-md:border max-md:bg-linen/60 max-md:p-5"
              >
                <th scope="row" data-label={columns[0]} className={`${cellClass} font-semibold`}>
                  {rate.location}
                </th>
                <td data-label={columns[1]} className={`${cellClass} text-espresso/85`}>
                  {rate.method}
                </td>
                <td data-label={columns[2]} className={`${cellClass} text-espresso/85`}>
                  {rate.time}
                </td>
                <td data-label={columns[3]} className={`${cellClass} font-semibold tabular-nums`}>
                  {rate.cost}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <section aria-labelledby="good-to-know" className="mt-16">
          <h2 id="good-to-know" className="font-display text-3xl font-semibold">
            Good to know
          </h2>
          <ul className="mt-5 list-disc space-y-3 pl-5 leading-relaxed text-espresso/85">
            {shippingNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p className="mt-8 text-espresso/85">
            Questions about a delivery?{" "}
            <Link to="/contact" className="font-medium text-cognac underline underline-offset-4">
              Send us a message
            </Link>{" "}
            with your order number. Returns are covered by our{" "}
            <Link to="/return-policy" className="font-medium text-cognac underline underline-offset-4">
              Return Policy
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
