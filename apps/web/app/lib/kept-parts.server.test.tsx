import { Readable } from "node:stream";
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageParts } from "./kept-parts.server.ts";
import { KeptPart, partKeeperContext } from "./kept-parts.tsx";
import { outgoingPage } from "./outgoing-page.server.ts";

function Footer({ shopName }: { shopName: string }) {
  const id = useId();
  return (
    <footer>
      <label htmlFor={id}>Email</label>
      <input id={id} />
      <p>© {shopName}</p>
    </footer>
  );
}

function Page({ title, shopName }: { title: string; shopName: string }) {
  return (
    <body>
      <main>
        <h1>{title}</h1>
      </main>
      <KeptPart name="footer" inputs={shopName}>
        <Footer shopName={shopName} />
      </KeptPart>
    </body>
  );
}

const drawn = (title: string, shopName: string) => renderToString(<Page title={title} shopName={shopName} />);

/** The page as the page server sends it: rendered with `parts`, its placeholders replaced as it leaves. */
async function sent(parts: ReturnType<typeof pageParts>, title: string, shopName: string) {
  const html = renderToString(
    <partKeeperContext.Provider value={parts.keeper}>
      <Page title={title} shopName={shopName} />
    </partKeeperContext.Provider>,
  );
  const out: Buffer[] = [];
  for await (const chunk of Readable.from([Buffer.from(html)]).pipe(
    outgoingPage({ keptParts: parts.placeholders }),
  ))
    out.push(chunk as Buffer);
  return parts.takeParts(Buffer.concat(out), { nonce: "n0nce", keep: true }).toString("utf8");
}

describe("kept parts", () => {
  it("are drawn, then written from the bytes kept, the page the same as drawn whole each time", async () => {
    // A streamed page before any was kept draws the part, and keeps nothing.
    expect(await sent(pageParts({ keeps: false }), "Bags", "Oja")).toBe(drawn("Bags", "Oja"));
    expect(await sent(pageParts({ keeps: true }), "Shoes", "Oja")).toBe(drawn("Shoes", "Oja"));
    for (const keeps of [true, false]) {
      const parts = pageParts({ keeps });
      expect(await sent(parts, "Belts", "Oja")).toBe(drawn("Belts", "Oja"));
      expect([...parts.placeholders.keys()]).toEqual(["footer"]);
    }
  });

  it("are kept apart for other inputs", async () => {
    await sent(pageParts({ keeps: true }), "Bags", "Oja Leather House");
    expect(await sent(pageParts({ keeps: false }), "Bags", "Oja Leather House")).toBe(
      drawn("Bags", "Oja Leather House"),
    );
    const other = pageParts({ keeps: false });
    expect(await sent(other, "Bags", "Ọjà")).toBe(drawn("Bags", "Ọjà"));
    expect(other.placeholders.size).toBe(0);
  });

  it("are not kept from a page that did not render whole", async () => {
    const parts = pageParts({ keeps: true });
    const html = renderToString(
      <partKeeperContext.Provider value={parts.keeper}>
        <Page title="Bags" shopName="Failed shop" />
      </partKeeperContext.Provider>,
    );
    expect(parts.takeParts(Buffer.from(html), { nonce: "n0nce", keep: false }).toString("utf8")).toBe(
      drawn("Bags", "Failed shop"),
    );
    expect(pageParts({ keeps: false }).keeper.treat("footer", "Failed shop")).toBe("draw");
  });

  it("are not kept while a boundary inside them waits, as on a process's first page", () => {
    for (const waiting of ['<!--$?--><template id="B:0"></template><!--/$-->', "<!--$!--><!--/$-->"]) {
      const parts = pageParts({ keeps: true });
      expect(parts.keeper.treat("footer", waiting)).toBe("keep");
      const html = `<body><oja-keep-footer><footer>${waiting}</footer></oja-keep-footer></body>`;
      expect(parts.takeParts(Buffer.from(html), { nonce: "n0nce", keep: true }).toString("utf8")).toBe(
        `<body><footer>${waiting}</footer></body>`,
      );
      expect(pageParts({ keeps: false }).keeper.treat("footer", waiting)).toBe("draw");
    }
  });
});
