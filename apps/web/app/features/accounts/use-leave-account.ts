import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useToast } from "../../components/ui/toast.tsx";

/**
 * After the server has ended the session (sign-out, profile or password change, spec §4): its message
 * as a toast, then home, then every loader again, so nothing of the account stays on screen.
 */
export function useLeaveAccount(): (message: string) => Promise<void> {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const toast = useToast();
  return useCallback(
    async (message: string) => {
      toast.success(message);
      // Home first: revalidating while still on an account page would send its guard to sign-in.
      await navigate("/", { replace: true });
      await revalidate();
    },
    [navigate, revalidate, toast],
  );
}
