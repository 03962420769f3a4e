import { nameProblem, type User } from "@oja/contracts/accounts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Drawer } from "../../components/ui/drawer.tsx";
import { accountIntents } from "./account-action.ts";
import { NameField } from "./auth-parts.tsx";
import { useLeaveAccount } from "./use-leave-account.ts";

/** docs/product.md §2 Profile, Edit Profile: first and last name. Saving signs the shopper out (docs/product.md §4). */
export function EditProfileDrawer({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: User;
  onClose: () => void;
}) {
  const { leaveWith, busy } = useLeaveAccount(onClose);
  const formId = useId();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [checked, setChecked] = useState(false);

  // Each opening starts from the profile as it is.
  useEffect(() => {
    if (!open) return;
    setFirstName(user.firstName);
    setLastName(user.lastName);
    setChecked(false);
  }, [open, user]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (nameProblem(firstName) || nameProblem(lastName)) return;
    await leaveWith({ intent: accountIntents.editProfile, firstName, lastName });
  }

  return (
    <Drawer
      open={open}
      title="Edit Profile"
      onClose={onClose}
      formId={formId}
      confirmLabel="Save Changes"
      confirmDisabled={busy}
    >
      <form id={formId} noValidate onSubmit={save}>
        <p className="mb-5 text-sm leading-relaxed text-stone">
          After saving, you will be signed out; sign in again to carry on with your new details.
        </p>
        <NameField
          part="first"
          focusFirst
          value={firstName}
          onChange={setFirstName}
          error={checked ? nameProblem(firstName) : undefined}
        />
        <NameField
          part="last"
          value={lastName}
          onChange={setLastName}
          error={checked ? nameProblem(lastName) : undefined}
        />
      </form>
    </Drawer>
  );
}
