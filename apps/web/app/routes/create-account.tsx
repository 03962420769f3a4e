import { AccountPage } from "../features/accounts/account-page.tsx";
import { accountPageAction, accountPageLoader } from "../features/accounts/account-pages.server.ts";
import { CreateAccountView } from "../features/accounts/create-account-view.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { accountPagePath, accountPages } from "../lib/sign-in-link.ts";
import { styleSheetPrefetch } from "../lib/style-sheet.ts";
import type { Route } from "./+types/create-account";

export const links: Route.LinksFunction = styleSheetPrefetch;

// The sign-in modal's create-account view as a page (docs/decisions/036-the-purchase-path-without-javascript.md).

export const loader = (page: Route.LoaderArgs) => accountPageLoader(page);
export const action = (page: Route.ActionArgs) => accountPageAction(page);

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Create Account",
    description: "Create your Oja account to keep a cart and a wishlist and to place orders.",
    path: accountPages.createAccount,
    publicUrl: publicUrlOf(matches),
  }),
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage title="Create Account">
      <CreateAccountView
        onSignIn={accountPagePath(accountPages.signIn, { redirectTo: loaderData.redirectTo })}
        onPage={{ answer: actionData?.answer }}
      />
    </AccountPage>
  );
}
