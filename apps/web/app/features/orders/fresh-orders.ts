import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { onPaymentSettled } from "../../lib/payment-news.ts";

// A tab of the orders page left open while the shopper paid in the payment window, or went away for a
// while, reads its orders again when it is looked at again and when another tab of the shop says a
// payment settled: no tab keeps offering to pay an order that is paid
// (docs/decisions/033-pickup-has-its-own-path.md).

export function useFreshOrders(): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const readAgain = () => {
      if (document.visibilityState === "visible" && latest.current.state === "idle") {
        void latest.current.revalidate();
      }
    };
    document.addEventListener("visibilitychange", readAgain);
    window.addEventListener("focus", readAgain);
    const stopHearing = onPaymentSettled(readAgain);
    return () => {
      document.removeEventListener("visibilitychange", readAgain);
      window.removeEventListener("focus", readAgain);
      stopHearing();
    };
  }, []);
}
