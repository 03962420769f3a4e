import { accountVerifiedMessage, passwordResetMessage, resetCodeSentMessage } from "@oja/contracts/accounts";
import type { ReactNode } from "react";
import { PageBanner } from "../../components/layout/page-banner.tsx";
import type { AccountPageNotice } from "../../lib/sign-in-link.ts";

// The frame of the sign-in pages (docs/decisions/036-the-purchase-path-without-javascript.md): the
// modal's view, alone on a page.

const noticeTexts: Record<AccountPageNotice, string> = {
  verified: accountVerifiedMessage,
  reset: passwordResetMessage,
  sent: resetCodeSentMessage,
};

/** The sentence of the step before, for the page it led to. */
export function noticeText(notice: AccountPageNotice | null): string | undefined {
  return notice ? noticeTexts[notice] : undefined;
}

export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageBanner title={title} crumbs={[{ label: "Home", to: "/" }, { label: title }]} />
      <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
        <div className="rounded-lg border border-sand bg-parchment p-5 sm:p-8">{children}</div>
      </div>
    </>
  );
}
