import { ApiError, apiRequest } from "../lib/api.server.ts";
import type { Route } from "./+types/newsletter";

// The footer's newsletter form posts here. On failure the shopper sees nothing (spec §8); the
// reason goes to the server log.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const subscription = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
  try {
    const answer = await apiRequest<{ message: string }>("POST", "/newsletter/subscriptions", subscription);
    return { ok: true, message: answer.message };
  } catch (error) {
    console.error("newsletter subscription failed:", error instanceof ApiError ? error.body : error);
    return { ok: false };
  }
}

export function loader() {
  return new Response(null, { status: 303, headers: { location: "/" } });
}
