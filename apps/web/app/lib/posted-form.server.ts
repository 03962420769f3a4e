import { data } from "react-router";
import type { PageRefusal } from "./api.server.ts";

/**
 * The form a page's action was posted. A body that is no form a browser sends (a broken multipart
 * body, another content type) is the sender's mistake: a 400 page that says so, never a 500.
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data<PageRefusal>(
      { message: "The form could not be read. Please send it again." },
      { status: 400 },
    );
  }
}
