import { languageLabel } from "@oja/contracts/accounts";
import { formatDate } from "@oja/contracts/dates";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ChangePasswordDrawer } from "../../features/accounts/change-password-drawer.tsx";
import { EditProfileDrawer } from "../../features/accounts/edit-profile-drawer.tsx";
import { initialsOf } from "../../features/accounts/user-menu.tsx";
import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import { requireSignedIn } from "../../lib/session.server.ts";
import type { Route } from "./+types/profile";

export async function loader(page: Route.LoaderArgs) {
  return { user: await requireSignedIn(page) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Profile Settings",
    description: "Your Oja profile and password.",
    path: "/account/profile",
    publicUrl: publicUrlOf(matches),
  });

function Badge({ children, tone }: { children: ReactNode; tone: "dark" | "good" | "warn" }) {
  const tones = {
    dark: "bg-espresso text-parchment",
    good: "bg-success/10 text-success ring-1 ring-success/30",
    warn: "bg-error/10 text-error ring-1 ring-error/30",
  };
  return (
    <span
      className={`rounded-full px-3 py-1 text-[0.7rem] font-semibold tracking-[0.14em] uppercase ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

function Details({ title, rows }: { title: string; rows: [label: string, value: ReactNode][] }) {
  const headingId = `${title.toLowerCase().replaceAll(" ", "-")}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-sand bg-parchment p-6 md:p-8">
      <h2 id={headingId} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <dl className="mt-5 grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs tracking-[0.16em] text-stone uppercase">{label}</dt>
            <dd className="mt-1 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const [panel, setPanel] = useState<"edit" | "password" | null>(null);
  const close = () => setPanel(null);

  const accountRows: [string, ReactNode][] = [
    ["Account status", user.accountStatus === "ACTIVE" ? "Active" : "Suspended"],
    ["Member since", formatDate(user.createdAt)],
    ["PIN status", user.pinSet ? "Set" : "Not Set"],
  ];
  if (user.referralCode) accountRows.push(["Referral code", user.referralCode]);

  return (
    <>
      <div className="space-y-6">
        <h1 className="font-display text-4xl font-semibold">Profile Settings</h1>

        <section
          aria-label="Your profile"
          className="flex flex-col gap-6 rounded-lg border border-sand bg-parchment p-6 md:flex-row md:items-center md:p-8"
        >
          <span
            aria-hidden="true"
            className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-espresso font-display text-3xl font-semibold text-parchment"
          >
            {initialsOf(user)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-display text-3xl font-semibold">
              {user.firstName} {user.lastName}
            </p>
            <p className="mt-1 break-all text-stone">{user.email}</p>
            <ul aria-label="Account badges" className="mt-3 flex flex-wrap gap-2">
              <li>
                <Badge tone="dark">{user.role}</Badge>
              </li>
              <li>
                <Badge tone={user.accountStatus === "ACTIVE" ? "good" : "warn"}>{user.accountStatus}</Badge>
              </li>
              {user.isVerified ? (
                <li>
                  <Badge tone="good">VERIFIED</Badge>
                </li>
              ) : null}
            </ul>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            <Button onClick={() => setPanel("edit")}>Edit Profile</Button>
            <Button tone="secondary" onClick={() => setPanel("password")}>
              Change Password
            </Button>
          </div>
        </section>

        <Details
          title="Personal Information"
          rows={[
            ["First name", user.firstName],
            ["Last name", user.lastName],
            ["Email", user.email],
            ["Preferred language", languageLabel(user.preferredLanguage)],
          ]}
        />
        <Details title="Account Information" rows={accountRows} />
      </div>
      {/* The panels cover the window: outside the spaced column, whose gap (a margin on every child
        but the last) would otherwise cut 24 px off the bottom of the Edit Profile panel. */}
      <EditProfileDrawer open={panel === "edit"} user={user} onClose={close} />
      <ChangePasswordDrawer open={panel === "password"} onClose={close} />
    </>
  );
}
