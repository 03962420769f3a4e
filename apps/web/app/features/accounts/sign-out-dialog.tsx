import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useShowRefusal } from "../../components/ui/toast.tsx";
import { useAccountAction } from "./account-action.ts";
import { useLeaveAccount } from "./use-leave-account.ts";

/** Spec §4 Sign-out: "Are you sure you want to sign out?", then the server's message and home. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { run, busy } = useAccountAction();
  const showRefusal = useShowRefusal();
  const leaveAccount = useLeaveAccount();

  async function signOut() {
    const result = await run({ intent: "sign-out" });
    if (!result.ok) return showRefusal(result);
    onClose();
    await leaveAccount(result.message);
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
