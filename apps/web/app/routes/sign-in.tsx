import { AccountPage, noticeText } from "../features/accounts/account-page.tsx";
import { accountPageAction, accountPageLoader } from "../features/accounts/account-pages.server.ts";
import { SignInView } from "../features/accounts/sign-in-view.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { accountPagePath, accountPages } from "../lib/sign-in-link.ts";
import { styleSheetPrefetch } from "../lib/style-sheet.ts";
import type { Route } from "./+types/sign-in";

export const links: Route.LinksFunction = styleSheetPrefetch;

// The sign-in modal's first view as a page (docs/decisions/036-the-purchase-path-without-javascript.md).

export const loader = (page: Route.LoaderArgs) => accountPageLoader(page);
export const action = (page: Route.ActionArgs) => accountPageAction(page);

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Sign In",
    description: "Sign in to see your cart, wishlist and orders.",
    path: accountPages.signIn,
    publicUrl: publicUrlOf(matches),
  }),
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, email, notice } = loaderData;
  return (
    <AccountPage title="Sign In">
      <SignInView
        initialEmail={actionData?.email ?? email}
        onCreateAccount={accountPagePath(accountPages.createAccount, { redirectTo })}
        onForgotPassword={accountPagePath(accountPages.forgotPassword, { redirectTo })}
        onPage={{ answer: actionData?.answer }}
        {...(actionData ? {} : { notice: noticeText(notice) })}
      />
    </AccountPage>
  );
}
