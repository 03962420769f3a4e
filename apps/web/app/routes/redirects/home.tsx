import { redirect } from "react-router";

// docs/architecture.md §6: /home is another name for /.
export function loader() {
  return redirect("/", 301);
}
