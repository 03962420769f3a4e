import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { type AccountFields, useAccountAction } from "./account-action.ts";

/**
 * A write that ends the session (sign-out, a new name or password, docs/product.md §4): once the server has
 * answered, `onDone` (the panel closes), its message as a toast, then home, then every loader again,
 * so nothing of the account stays on screen. A refusal is shown and changes nothing.
 */
export function useLeaveAccount(onDone: () => void): {
  leaveWith: (fields: AccountFields) => Promise<void>;
  busy: boolean;
} {
  const { run, busy } = useAccountAction();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const leaveWith = useCallback(
    async (fields: AccountFields) => {
      const result = await run(fields);
      if (!result.ok) return showRefusal(result);
      onDone();
      toast.success(result.message);
      // Home first: revalidating while still on an account page would send its guard to sign-in.
      await navigate("/", { replace: true });
      await revalidate();
    },
    [run, onDone, showRefusal, toast, navigate, revalidate],
  );
  return { leaveWith, busy };
}
