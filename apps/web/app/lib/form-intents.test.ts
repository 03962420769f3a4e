import { describe, expect, it } from "vitest";
import { postedIntent } from "./form-intents.ts";

const intents = { add: "add-to-cart", remove: "remove-line" } as const;

function form(fields: Record<string, string>) {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return posted;
}

describe("the intent a form posted", () => {
  it("is one of the feature's intents, by the value the form posts", () => {
    expect(postedIntent(form({ intent: "remove-line", itemId: "1" }), intents)).toBe(intents.remove);
  });

  it("is undefined for an intent the feature does not have, a name instead of a value, or none", () => {
    expect(postedIntent(form({ intent: "empty-cart" }), intents)).toBeUndefined();
    expect(postedIntent(form({ intent: "add" }), intents)).toBeUndefined();
    expect(postedIntent(form({}), intents)).toBeUndefined();
    expect(postedIntent(undefined, intents)).toBeUndefined();
  });
});
