import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPart } from "./lazy-part.tsx";

describe("lazyPart", () => {
  it("is drawn whole by the server once its code is in, without a fallback to stream past", async () => {
    const Greeting = lazyPart(async () => ({ name }: { name: string }) => <p>Welcome back, {name}</p>);
    // The server starts loading the part with its module; a page rendered after that has it at once.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = renderToString(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting name="Adaeze" />
      </Suspense>,
    );
    expect(html).toContain("Welcome back, <!-- -->Adaeze");
    expect(html).not.toContain("waiting");
  });
});
