import { describe, expect, it } from "vitest";
import { outgoingPage, styleSheetPlaceholder } from "./outgoing-page.server.ts";

/** What the rewrite lets through, chunk by chunk as it came out, and in all. */
async function rewrite(chunks: (string | Buffer)[], styleSheet?: Buffer) {
  const stream = outgoingPage({ styleSheet });
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  const passed: string[] = [];
  for (const chunk of chunks) {
    stream.write(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
    // Each chunk in a turn of its own, as React streams a part that waited for its data: what has come
    // out by the next turn is what this chunk let through.
    await new Promise((resolve) => setImmediate(resolve));
    passed.push(Buffer.concat(out).toString("utf8"));
  }
  stream.end();
  await ended;
  return { passed, whole: Buffer.concat(out).toString("utf8"), chunks: out.length };
}

const page = [
  "<html><head><title>Bags · Oja</title>",
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" href="/assets/shell.js" nonce="abc"/>',
  '<link rel="icon" href="/favicon.svg"/></head>',
  "<body><h1>Ọjà — ₦300,000</h1><p>&lt;link rel=&quot;modulepreload&quot;&gt; in a description</p>",
  '<script type="module" async="">import "/assets/entry.client.js";</script></body></html>',
].join("");

const expected = page
  .replace(
    '<link rel="modulepreload" href="/assets/entry.client.js"/>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>',
  )
  .replace(
    '<link rel="modulepreload" href="/assets/shell.js" nonce="abc"/>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/shell.js" nonce="abc"/>',
  );

describe("the page's module preloads at low priority", () => {
  it("asks for every preload at low priority and leaves the rest of the page as it was", async () => {
    expect((await rewrite([page])).whole).toBe(expected);
  });

  it("finds a preload tag however the stream's chunks cut it, even inside a character", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const { whole } = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(whole, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("holds back only what may begin a preload tag, so a streamed part of the page is not kept waiting", async () => {
    const { passed } = await rewrite([
      "<main><p>Loading reviews</p>",
      '<template id="B:0"></template><script>$RC("B:0","S:0")</script><',
      'link rel="modulepreload" href="/assets/reviews.js"/>',
    ]);
    expect(passed[0]).toBe("<main><p>Loading reviews</p>");
    expect(passed[1]).toBe(
      '<main><p>Loading reviews</p><template id="B:0"></template><script>$RC("B:0","S:0")</script>',
    );
    expect(passed[2]).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/reviews.js"/>');
  });

  it("sends what React wrote in one turn as one chunk", async () => {
    const stream = outgoingPage();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    const bytes = Buffer.from(page, "utf8");
    for (let from = 0; from < bytes.length; from += 16) stream.write(bytes.subarray(from, from + 16));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveLength(1);
    stream.end();
    await ended;
    expect(Buffer.concat(out).toString("utf8")).toBe(expected);
  });

  it("tells when the page has ended, once", async () => {
    let ends = 0;
    const stream = outgoingPage({
      onEnd: () => {
        ends += 1;
      },
    });
    stream.resume();
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end("<html></html>");
    await ended;
    expect(ends).toBe(1);
  });
});

describe("the style sheet in place of its placeholder", () => {
  const styleSheet = Buffer.from("body{color:#1f1712}.sr-only{position:absolute}");
  const withSheet = page.replace("</title>", `</title><style nonce="abc">${styleSheetPlaceholder}</style>`);
  const expectedWithSheet = expected.replace(
    "</title>",
    `</title><style nonce="abc">${styleSheet.toString()}</style>`,
  );

  it("writes the sheet's bytes where React wrote the placeholder, and the preloads at low priority", async () => {
    expect((await rewrite([withSheet], styleSheet)).whole).toBe(expectedWithSheet);
  });

  it("finds the placeholder however the stream's chunks cut it", async () => {
    const bytes = Buffer.from(withSheet, "utf8");
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const { whole } = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)], styleSheet);
      expect(whole, `cut at byte ${cut}`).toBe(expectedWithSheet);
    }
  });

  it("leaves the placeholder where no sheet is given", async () => {
    expect((await rewrite([withSheet])).whole).toBe(
      expected.replace("</title>", `</title><style nonce="abc">${styleSheetPlaceholder}</style>`),
    );
  });
});
