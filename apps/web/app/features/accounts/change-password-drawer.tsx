import type { User } from "@oja/contracts/accounts";
import { isStrongPassword } from "@oja/contracts/rules";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Drawer } from "../../components/ui/drawer.tsx";
import { useShowError } from "../../components/ui/toast.tsx";
import { useApi } from "../../lib/browser-api.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useLeaveAccount } from "./use-leave-account.ts";

/**
 * Spec §2 Profile, Change Password: the new password twice, with the live checklist. A new password
 * signs the account out on every device, and the shopper goes home (spec §4).
 */
export function ChangePasswordDrawer({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: Pick<User, "email">;
  onClose: () => void;
}) {
  const call = useApi();
  const showError = useShowError();
  const leaveAccount = useLeaveAccount();
  const formId = useId();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    try {
      const answer = await call("PUT", "/users/change-password", { email: user.email, password });
      onClose();
      await leaveAccount(answer.message);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
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
