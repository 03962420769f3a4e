import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Modal } from "../../components/ui/modal.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { redirectToParam, safeRedirectPath, signInParam, withoutSignIn } from "../../lib/sign-in-link.ts";
import { CreateAccountView } from "./create-account-view.tsx";
import { ForgotPasswordView } from "./forgot-password-view.tsx";
import { SignInView } from "./sign-in-view.tsx";
import { VerifyAccountView } from "./verify-account-view.tsx";

type View = "sign-in" | "create-account" | "verify-account" | "forgot-password";

const titles: Record<View, string> = {
  "sign-in": "Sign In",
  "create-account": "Create Account",
  "verify-account": "Verify Account",
  "forgot-password": "Forgot Password",
};

/**
 * The auth modal (docs/product.md §2): open whenever the address carries `?signin=1`, on any page. A successful
 * sign-in goes to `redirectTo` (the page that asked for it), or stays on this page.
 */
export function AuthModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const root = useRootData();
  const params = new URLSearchParams(location.search);
  const requested = params.get(signInParam) === "1";
  const signedIn = Boolean(root?.user);
  const open = requested && !signedIn;
  const here = `${location.pathname}${withoutSignIn(location.search)}${location.hash}`;
  const next = safeRedirectPath(params.get(redirectToParam)) ?? here;

  const [view, setView] = useState<View>("sign-in");
  const [email, setEmail] = useState("");
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) setView("sign-in");
  }, [open]);

  // Someone already signed in who is asked to sign in goes straight on.
  useEffect(() => {
    if (requested && signedIn) void navigate(next, { replace: true });
  }, [requested, signedIn, next, navigate]);

  // Each view starts at its first field.
  useEffect(() => {
    void view;
    body.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [view]);

  const close = useCallback(() => {
    void navigate(here, { replace: true, preventScrollReset: true });
  }, [navigate, here]);

  const show = (nextView: View, withEmail?: string) => {
    if (withEmail !== undefined) setEmail(withEmail);
    setView(nextView);
  };

  const asked = safeRedirectPath(params.get(redirectToParam));
  const signedInNow = (message: string, landing?: string) => {
    toast.success(message);
    // Leaving `?signin=1` changes the address's search, so every loader runs again, now signed in. The
    // shop's staff land on the admin area unless a page asked for the sign-in (docs/architecture.md §8).
    void navigate(asked ?? landing ?? next, { replace: true });
  };

  return (
    <Modal open={open} title={titles[view]} onClose={close}>
      <div ref={body}>
        {view === "sign-in" ? (
          <SignInView
            initialEmail={email}
            onSignedIn={signedInNow}
            onUnverified={(address) => show("verify-account", address)}
            onCreateAccount={() => show("create-account")}
            onForgotPassword={(address) => show("forgot-password", address)}
          />
        ) : view === "create-account" ? (
          <CreateAccountView
            onCreated={(address) => show("verify-account", address)}
            onSignIn={() => show("sign-in")}
          />
        ) : view === "verify-account" ? (
          <VerifyAccountView
            email={email}
            onVerified={(address) => show("sign-in", address)}
            onSignIn={() => show("sign-in")}
          />
        ) : (
          <ForgotPasswordView
            initialEmail={email}
            onDone={(address) => show("sign-in", address)}
            onSignIn={() => show("sign-in")}
          />
        )}
      </div>
    </Modal>
  );
}
