import { formatDate } from "@oja/contracts/dates";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { ContentDocument } from "../features/content/content-document.tsx";
import { PolicyContact } from "../features/content/policy-contact.tsx";
import { loadSettings } from "../features/content/settings.server.ts";
import { termsSections } from "../features/content/terms-copy.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/terms-conditions";

export const handle = sharedPage;

export async function loader(page: Route.LoaderArgs) {
  const settings = await loadSettings(page);
  return { effectiveDate: settings.policiesEffectiveDate, office: settings.officeLocations[0] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Terms & Conditions",
    description: "The terms that govern shopping with Oja Leather House.",
    path: "/terms-conditions",
    publicUrl: publicUrlOf(matches),
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title="Terms & Conditions"
        crumbs={[{ label: "Home", to: "/" }, { label: "Terms & Conditions" }]}
      >
        Effective date:{" "}
        <time dateTime={loaderData.effectiveDate}>{formatDate(loaderData.effectiveDate)}</time>
      </PageBanner>
      <ContentDocument sections={termsSections} label="Terms and conditions contents">
        <PolicyContact office={loaderData.office} about="these terms or an order" />
      </ContentDocument>
    </>
  );
}
