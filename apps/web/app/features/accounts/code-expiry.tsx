import { formatCountdown, otpLifetimeSeconds } from "@oja/contracts/accounts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { AccountIntent } from "./account-action.ts";
import { type Go, TextButton } from "./auth-parts.tsx";
import { useCountdown } from "./use-countdown.ts";

/**
 * Under a code's six boxes: "OTP expires in: mm:ss" from when the code was sent (`sentAt`), then Resend
 * once it has expired. Without scripts there is no countdown and Resend is offered at once: it posts the
 * view's `ResendForm`, so that Enter in a field still sends the form the boxes are in.
 */
export function CodeExpiry({
  sentAt,
  onResend,
  resendFormId,
  className,
}: {
  sentAt: number;
  onResend: Go;
  resendFormId: string;
  /** Its margins, which differ with what follows it. */
  className: string;
}) {
  const hydrated = useHydrated();
  const left = useCountdown(otpLifetimeSeconds, sentAt);
  return (
    <p className={`${className} min-h-6 text-sm`} aria-live="off">
      {!hydrated ? (
        <>
          No code, or too late?{" "}
          <button
            type="submit"
            form={resendFormId}
            className="font-semibold text-cognac-dark underline decoration-brass underline-offset-4"
          >
            Resend
          </button>
        </>
      ) : left > 0 ? (
        <>
          OTP expires in: <span className="font-semibold tabular-nums">{formatCountdown(left)}</span>
        </>
      ) : (
        <>
          The code has expired. <TextButton go={onResend}>Resend</TextButton>
        </>
      )}
    </p>
  );
}

/** What Resend posts without scripts: a form of its own, outside the one the code's boxes are in. */
export function ResendForm({ id, intent, email }: { id: string; intent: AccountIntent; email: string }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <form id={id} method="post" hidden>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="email" value={email} />
    </form>
  );
}
