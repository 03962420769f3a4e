import { describe, expect, it } from "vitest";
import { postedForm } from "./posted-form.server.ts";

function post(headers: Record<string, string>, body = "intent=sign-out") {
  return new Request("http://shop.test/account-actions", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

async function refusalOf(request: Request): Promise<number | undefined> {
  try {
    await postedForm(request);
    return undefined;
  } catch (error) {
    // What `data(body, { status })` throws: its init carries the status.
    return (error as { init?: ResponseInit | null }).init?.status;
  }
}

describe("a posted form", () => {
  it("is read when it comes from the shop's own pages", async () => {
    expect((await postedForm(post({ "sec-fetch-site": "same-origin" }))).get("intent")).toBe("sign-out");
    expect((await postedForm(post({ origin: "http://shop.test" }))).get("intent")).toBe("sign-out");
    expect((await postedForm(post({}))).get("intent")).toBe("sign-out");
  });

  it("is refused with a 403 when another site posts it", async () => {
    expect(await refusalOf(post({ "sec-fetch-site": "cross-site" }))).toBe(403);
    expect(await refusalOf(post({ "sec-fetch-site": "same-site" }))).toBe(403);
    expect(await refusalOf(post({ origin: "https://elsewhere.example" }))).toBe(403);
  });

  it("that is no form is refused with a 400", async () => {
    expect(await refusalOf(post({ "content-type": "multipart/form-data; boundary=x" }, "broken"))).toBe(400);
  });
});
