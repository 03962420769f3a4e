import { AccountPage } from "../features/accounts/account-page.tsx";
import { accountPageAction, accountPageLoader } from "../features/accounts/account-pages.server.ts";
import { VerifyAccountView } from "../features/accounts/verify-account-view.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { accountPagePath, accountPages } from "../lib/sign-in-link.ts";
import { styleSheetPrefetch } from "../lib/style-sheet.ts";
import type { Route } from "./+types/verify-account";

export const links: Route.LinksFunction = styleSheetPrefetch;

// The sign-in modal's verify view as a page (docs/decisions/036-the-purchase-path-without-javascript.md):
// the e-mail comes in the address from the step before.

export const loader = (page: Route.LoaderArgs) => accountPageLoader(page);
export const action = (page: Route.ActionArgs) => accountPageAction(page);

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Verify Account",
    description: "Enter the 6-digit code we e-mailed you to verify your account.",
    path: accountPages.verifyAccount,
    publicUrl: publicUrlOf(matches),
  }),
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, email } = loaderData;
  return (
    <AccountPage title="Verify Account">
      <VerifyAccountView
        email={actionData?.email || email}
        onSignIn={accountPagePath(accountPages.signIn, { redirectTo, email })}
        onPage={{ answer: actionData?.answer }}
      />
    </AccountPage>
  );
}
