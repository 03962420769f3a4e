import { formatDate } from "@oja/contracts/dates";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { ContentDocument } from "../features/content/content-document.tsx";
import { PolicyContact } from "../features/content/policy-contact.tsx";
import { privacyPolicySections } from "../features/content/privacy-policy-copy.tsx";
import { loadSettings } from "../features/content/settings.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/privacy-policy";

export const handle = sharedPage;

export async function loader(page: Route.LoaderArgs) {
  const settings = await loadSettings(page);
  return { effectiveDate: settings.policiesEffectiveDate, office: settings.officeLocations[0] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description: "How Oja Leather House collects, uses and protects your personal information.",
    path: "/privacy-policy",
    publicUrl: publicUrlOf(matches),
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Privacy Policy" crumbs={[{ label: "Home", to: "/" }, { label: "Privacy Policy" }]}>
        Effective date:{" "}
        <time dateTime={loaderData.effectiveDate}>{formatDate(loaderData.effectiveDate)}</time>
      </PageBanner>
      <ContentDocument sections={privacyPolicySections} label="Privacy policy contents">
        <PolicyContact office={loaderData.office} about="your personal information" />
      </ContentDocument>
    </>
  );
}
