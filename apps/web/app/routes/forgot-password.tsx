import { AccountPage, noticeText } from "../features/accounts/account-page.tsx";
import { accountPageAction, accountPageLoader } from "../features/accounts/account-pages.server.ts";
import { ForgotPasswordView } from "../features/accounts/forgot-password-view.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { accountPagePath, accountPages } from "../lib/sign-in-link.ts";
import type { Route } from "./+types/forgot-password";

// The sign-in modal's forgot-password view as a page (docs/decisions/036-the-purchase-path-without-javascript.md):
// once the code is sent (`notice=sent`), the page asks for it with the new password.

export const loader = (page: Route.LoaderArgs) => accountPageLoader(page);
export const action = (page: Route.ActionArgs) => accountPageAction(page);

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Forgot Password",
    description: "Choose a new password with a code e-mailed to your account's address.",
    path: accountPages.forgotPassword,
    publicUrl: publicUrlOf(matches),
  }),
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, email, notice } = loaderData;
  const sent = notice === "sent";
  return (
    <AccountPage title="Forgot Password">
      <ForgotPasswordView
        // A new step is a new form: the view starts afresh on it.
        key={sent ? "reset" : "email"}
        initialEmail={actionData?.email || email}
        initialStep={sent ? "reset" : "email"}
        onSignIn={accountPagePath(accountPages.signIn, { redirectTo, email })}
        onPage={{ answer: actionData?.answer ?? (sent ? sentAnswer : undefined) }}
      />
    </AccountPage>
  );
}

const sentAnswer = { ok: true, status: 200, message: noticeText("sent") ?? "" } as const;
