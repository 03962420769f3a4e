import { otpLifetimeSeconds } from "@oja/contracts/accounts";
import { type RenderedEmail, renderEmail } from "../mail/mail-layout.ts";

// The e-mails that carry a one-time code. The code is the only secret any e-mail of the shop holds.

export type CodeReason = "sign-up" | "verify" | "password-reset";

const minutes = otpLifetimeSeconds / 60;

export function codeEmail(
  reason: CodeReason,
  firstName: string,
  code: string,
  shop: { name: string; publicUrl: string },
): RenderedEmail {
  const validity = `Your code works once, for the next ${minutes} minutes:`;
  const content =
    reason === "password-reset"
      ? {
          subject: `Reset your ${shop.name} password`,
          heading: `Hello ${firstName}, here is your code`,
          paragraphs: [
            "Someone, hopefully you, asked to reset the password of your account. Enter the code below with your new password.",
            "If you did not ask for it, ignore this e-mail: your password stays as it is.",
            validity,
          ],
        }
      : {
          subject: `Your ${shop.name} verification code`,
          heading: reason === "sign-up" ? `Welcome to ${shop.name}, ${firstName}` : `Hello ${firstName}`,
          paragraphs: [
            reason === "sign-up"
              ? "Thank you for creating an account. To confirm that this e-mail address is yours, enter the code below in the shop."
              : "Enter the code below in the shop to verify your e-mail address.",
            "If you did not ask for it, you can ignore this e-mail: nothing changes without the code.",
            validity,
          ],
        };
  return renderEmail({ ...content, highlight: code }, shop.name, shop.publicUrl);
}
