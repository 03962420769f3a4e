import { data } from "react-router";
import { NotFoundPage } from "../components/layout/not-found-page.tsx";

// Any address the shop does not know: a real page with status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default NotFoundPage;
