import type { Settings, SettingsResponse } from "@oja/contracts/content";
import { apiGetForEveryone, type PageArgs } from "../../lib/api.server.ts";

/** The shop's settings, as everyone shares them: kept 60 seconds (docs/product.md §4). */
export function settingsAnswer(page: PageArgs): Promise<SettingsResponse> {
  return apiGetForEveryone<SettingsResponse>(page, "/settings/default", 60);
}

/** The company record the information pages read. */
export async function loadSettings(page: PageArgs): Promise<Settings> {
  return (await settingsAnswer(page)).data;
}
