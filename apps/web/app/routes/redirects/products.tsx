import { redirect } from "react-router";

// docs/architecture.md §6: /products is another name for /shop.
export function loader() {
  return redirect("/shop", 301);
}
