import type { Settings, SettingsResponse } from "@oja/contracts/content";
import { routes } from "@oja/contracts/routes";
import { callApiForEveryone, type PageArgs } from "../../lib/api.server.ts";

/** The shop's settings, as everyone shares them (the API keeps them until they change). */
export function settingsAnswer(page: PageArgs): Promise<SettingsResponse> {
  return callApiForEveryone(page, routes.content.settings, { params: { id: "default" } });
}

/** The company record the information pages read. */
export async function loadSettings(page: PageArgs): Promise<Settings> {
  return (await settingsAnswer(page)).data;
}
