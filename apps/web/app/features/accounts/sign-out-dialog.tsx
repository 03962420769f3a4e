import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { accountIntents } from "./account-action.ts";
import { useLeaveAccount } from "./use-leave-account.ts";

/** docs/product.md §4 Sign-out: "Are you sure you want to sign out?", then the server's message and home. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { leaveWith, busy } = useLeaveAccount(onClose);
  const signOut = () => leaveWith({ intent: accountIntents.signOut });

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
