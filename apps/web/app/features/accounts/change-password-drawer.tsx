import { isStrongPassword } from "@oja/contracts/rules";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Drawer } from "../../components/ui/drawer.tsx";
import { accountIntents } from "./account-action.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useLeaveAccount } from "./use-leave-account.ts";

/**
 * docs/product.md §2 Profile, Change Password: the new password twice, with the live checklist. A new password
 * signs the account out on every device, and the shopper goes home (docs/product.md §4).
 */
export function ChangePasswordDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { leaveWith, busy } = useLeaveAccount(onClose);
  const formId = useId();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");

  // Passwords never linger in a closed panel.
  useEffect(() => {
    if (open) return;
    setPassword("");
    setConfirm("");
  }, [open]);

  const strong = isStrongPassword(password);
  const matches = password !== "" && password === confirm;

  async function change(event: FormEvent) {
    event.preventDefault();
    if (!strong || !matches) return;
    await leaveWith({ intent: accountIntents.changePassword, password });
  }

  return (
    <Drawer
      open={open}
      title="Change Password"
      onClose={onClose}
      formId={formId}
      confirmLabel="Change Password"
      confirmDisabled={busy || !strong || !matches}
    >
      <form id={formId} noValidate onSubmit={change}>
        <p className="mb-5 text-sm leading-relaxed text-stone">
          Your new password signs you out everywhere, on this device and any other; sign in again with it.
        </p>
        <NewPasswordFields
          label="New password"
          password={password}
          confirm={confirm}
          attempted={false}
          focusFirst
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
      </form>
    </Drawer>
  );
}
