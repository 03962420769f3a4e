import { redirect } from "react-router";

// docs/architecture.md §6: /terms-condition is another name for /terms-conditions.
export function loader() {
  return redirect("/terms-conditions", 301);
}
