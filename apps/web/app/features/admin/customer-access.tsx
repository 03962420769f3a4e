import type { AdminCustomer } from "@oja/contracts/admin-customers";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { type AdminChange, customerAccessIntents } from "./admin-change.ts";

// Disable or enable one customer's account: asked for confirmation, posted to the page's own action,
// and answered by a toast with the server's message. Staff accounts are not disabled from here, so
// they get no button.

export function CustomerAccess({ customer }: { customer: AdminCustomer }) {
  const fetcher = useFetcher<AdminChange>();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== "idle";
  const name = `${customer.firstName} ${customer.lastName}`;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) toast.success(answer.message);
    else showRefusal(answer);
    setAsking(false);
  }, [fetcher.state, fetcher.data, toast, showRefusal]);

  if (customer.role === "ADMIN") return null;
  const intent = customer.disabled ? customerAccessIntents.enable : customerAccessIntents.disable;
  return (
    <>
      <Button
        size="sm"
        tone="secondary"
        busy={busy}
        aria-label={`${customer.disabled ? "Enable" : "Disable"} ${name}`}
        onClick={() => setAsking(true)}
      >
        {customer.disabled ? "Enable" : "Disable"}
      </Button>
      <ConfirmDialog
        open={asking}
        title={customer.disabled ? "Enable Account" : "Disable Account"}
        message={
          customer.disabled
            ? `Let ${name} (${customer.email}) sign in again?`
            : `Disable ${name} (${customer.email})? They are signed out everywhere at once and cannot sign in until the account is enabled.`
        }
        confirmLabel={customer.disabled ? "Yes, Enable" : "Yes, Disable"}
        dismissLabel="Not now"
        busy={busy}
        onConfirm={() => fetcher.submit({ intent, customerId: customer.id }, { method: "post" })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
