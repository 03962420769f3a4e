import { useEffect, useRef } from "react";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import type { ProductChange } from "./admin-change.ts";

// How a product's page in the admin area takes the answers to its changes: the details form and the
// photos alike.

/** The API's `errors` ("price: must be…", "colours.0: a colour must…") by the form field they name. */
export function errorsByField(answer: ProductChange | undefined): Record<string, string> {
  if (!answer || answer.ok) return {};
  const found: Record<string, string> = {};
  for (const error of answer.errors ?? []) {
    const split = error.indexOf(":");
    if (split < 0) continue;
    const field = error.slice(0, split).split(".")[0] ?? "";
    found[field] ??= error.slice(split + 1).trim();
  }
  return found;
}

/** A toast with the server's message once each answer of `fetcher` arrives. */
export function useAnswerToast(
  fetcher: { state: string; data: ProductChange | undefined },
  onAnswer?: (answer: ProductChange) => void,
  { errorsAsToasts = true } = {},
) {
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const seen = useRef<ProductChange | undefined>(undefined);
  const handler = useRef(onAnswer);
  handler.current = onAnswer;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || seen.current === answer) return;
    seen.current = answer;
    if (answer.ok) toast.success(answer.message);
    else if (errorsAsToasts) showRefusal(answer);
    else toast.error(answer.message);
    handler.current?.(answer);
  }, [fetcher.state, fetcher.data, toast, showRefusal, errorsAsToasts]);
}
