import { redirect } from "react-router";

// DESIGN §6: /home is another name for /.
export function loader() {
  return redirect("/", 301);
}
