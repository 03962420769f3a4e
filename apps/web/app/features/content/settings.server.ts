import type { Envelope } from "@oja/contracts/api";
import type { Settings } from "@oja/contracts/content";
import { apiGet } from "../../lib/api.server.ts";

/** The company record the information pages read (kept 60 seconds, spec §4). */
export async function loadSettings(): Promise<Settings> {
  const answer = await apiGet<Envelope<Settings>>("/settings/default", { keepSeconds: 60 });
  return answer.data;
}
