import { redirect } from "react-router";

// docs/architecture.md §6: /profile is another name for /account/profile.
export function loader() {
  return redirect("/account/profile", 301);
}
