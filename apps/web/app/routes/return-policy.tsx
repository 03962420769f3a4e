import { PageBanner } from "../components/layout/page-banner.tsx";
import { ContentDocument } from "../features/content/content-document.tsx";
import { PolicyContact } from "../features/content/policy-contact.tsx";
import { returnPolicySections } from "../features/content/return-policy-copy.tsx";
import { loadSettings } from "../features/content/settings.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/return-policy";

export const handle = sharedPage;

export async function loader(page: Route.LoaderArgs) {
  const settings = await loadSettings(page);
  return { office: settings.officeLocations[0] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Return Policy",
    description: "When and how you can return an Oja purchase for a refund or exchange.",
    path: "/return-policy",
    publicUrl: publicUrlOf(matches),
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Return Policy" crumbs={[{ label: "Home", to: "/" }, { label: "Return Policy" }]}>
        Return unworn pieces within 7 days of delivery for a refund or an exchange.
      </PageBanner>
      <ContentDocument sections={returnPolicySections} label="Return policy contents">
        <PolicyContact office={loaderData.office} about="a return" />
      </ContentDocument>
    </>
  );
}
