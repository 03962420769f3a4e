import { data } from "react-router";
import type { PageRefusal } from "./api.server.ts";

/**
 * A form posted from another site. The session cookies are SameSite=Lax, so such a post is never made
 * as the shopper; but the page server adds the app key to its API calls, and without this check another
 * site could sign a visitor in to an account of its choosing, or send sign-up and reset e-mails from
 * their address. Browsers say where a post comes from in Sec-Fetch-Site, older ones in Origin.
 */
function isCrossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

/**
 * The form a page's action was posted. A body that is no form a browser sends (a broken multipart
 * body, another content type) is the sender's mistake: a 400 page that says so, never a 500. A form
 * posted from another site is refused with a 403.
 */
export async function postedForm(request: Request): Promise<FormData> {
  if (isCrossSite(request)) {
    throw data<PageRefusal>({ message: "Please send this form from the shop's own pages." }, { status: 403 });
  }
  try {
    return await request.formData();
  } catch {
    throw data<PageRefusal>(
      { message: "The form could not be read. Please send it again." },
      { status: 400 },
    );
  }
}
