import { isStrongPassword, passwordsMismatchMessage, weakPasswordMessage } from "@oja/contracts/rules";
import { TextField } from "../../components/ui/text-field.tsx";
import { PasswordChecklist } from "./password-checklist.tsx";

/**
 * A new password and its confirmation (docs/product.md §5), as sign-up, forgot-password and Change Password ask
 * for them. The checklist ticks off live; "too weak" waits until the shopper has typed the
 * confirmation or tried to send, so it does not scold the first keystrokes.
 */
export function NewPasswordFields({
  label,
  password,
  confirm,
  attempted,
  focusFirst = false,
  onPasswordChange,
  onConfirmChange,
}: {
  label: string;
  password: string;
  confirm: string;
  /** The shopper has tried to send the form. */
  attempted: boolean;
  focusFirst?: boolean;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}) {
  const weakShown = (attempted || confirm !== "") && !isStrongPassword(password);
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        focusFirst={focusFirst}
        value={password}
        onChange={onPasswordChange}
        error={weakShown ? weakPasswordMessage : undefined}
      >
        <PasswordChecklist password={password} />
      </TextField>
      <div className="mt-3">
        <TextField
          label="Confirm password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={onConfirmChange}
          error={confirm !== "" && confirm !== password ? passwordsMismatchMessage : undefined}
        />
      </div>
    </>
  );
}
