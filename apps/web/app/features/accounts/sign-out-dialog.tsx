import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useShowError } from "../../components/ui/toast.tsx";
import { useApi } from "../../lib/browser-api.ts";
import { useLeaveAccount } from "./use-leave-account.ts";

/** Spec §4 Sign-out: "Are you sure you want to sign out?", then the server's message and home. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const call = useApi();
  const showError = useShowError();
  const leaveAccount = useLeaveAccount();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      const answer = await call("POST", "/users/signout");
      onClose();
      await leaveAccount(answer.message);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title="Sign Out"
      message="Are you sure you want to sign out?"
      confirmLabel="Yes, Sign Out"
      busy={busy}
      onConfirm={signOut}
      onClose={onClose}
    />
  );
}
