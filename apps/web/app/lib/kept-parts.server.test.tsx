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

function Card({ name, first }: { name: string; first: boolean }) {
  return (
    <article>
      <img alt={name} loading={first ? "eager" : "lazy"} />
      <h3>
        <a href={`/products/${name}`}>{name}</a>
      </h3>
      <p>₦{name.length},000.00</p>
    </article>
  );
}

/** A list of cards, each a kept part by its inputs wherever it stands in the list. */
function List({ names }: { names: string[] }) {
  return (
    <ul>
      {names.map((name, index) => (
        <li key={name}>
          <KeptPart name="card" inputs={JSON.stringify([name, index === 0])}>
            <Card name={name} first={index === 0} />
          </KeptPart>
        </li>
      ))}
    </ul>
  );
}

/** The list as the page server sends it, its HTML cut into chunks of `size` bytes as React's views may cut it. */
async function sentList(parts: ReturnType<typeof pageParts>, names: string[], size: number) {
  const html = Buffer.from(
    renderToString(
      <partKeeperContext.Provider value={parts.keeper}>
        <List names={names} />
      </partKeeperContext.Provider>,
    ),
  );
  const chunks: Buffer[] = [];
  for (let from = 0; from < html.length; from += size) chunks.push(html.subarray(from, from + size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(outgoingPage({ keptParts: parts.placeholders })))
    out.push(chunk as Buffer);
  return parts.takeParts(Buffer.concat(out), { nonce: "n0nce", keep: true }).toString("utf8");
}

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
    expect(pageParts({ keeps: false }).keeper.treat("footer", "Failed shop").treatment).toBe("draw");
  });

  it("are not kept while a boundary inside them waits, as on a process's first page", () => {
    for (const waiting of ['<!--$?--><template id="B:0"></template><!--/$-->', "<!--$!--><!--/$-->"]) {
      const parts = pageParts({ keeps: true });
      expect(parts.keeper.treat("footer", waiting)).toEqual({ treatment: "keep", tag: "footer" });
      const html = `<body><oja-keep-footer><footer>${waiting}</footer></oja-keep-footer></body>`;
      expect(parts.takeParts(Buffer.from(html), { nonce: "n0nce", keep: true }).toString("utf8")).toBe(
        `<body><footer>${waiting}</footer></body>`,
      );
      expect(pageParts({ keeps: false }).keeper.treat("footer", waiting).treatment).toBe("draw");
    }
  });

  it("drawn many times a page, as the product cards, are each kept by their inputs wherever they stand", async () => {
    const names = ["Tote", "Loafer", "Sandal", "Belt"];
    const drawnList = (list: string[]) => renderToString(<List names={list} />);
    expect(await sentList(pageParts({ keeps: true }), names, 4096)).toBe(drawnList(names));
    // Another page lists cards in another order: each is written from the bytes kept but the first,
    // which now draws its picture eagerly (other inputs), and the new one.
    const reordered = ["Sandal", "Loafer", "Belt", "Sneaker"];
    const parts = pageParts({ keeps: false });
    expect(await sentList(parts, reordered, 4096)).toBe(drawnList(reordered));
    expect([...parts.placeholders.keys()]).toEqual(["card-1", "card-2"]);
  });

  it("are written in place of their placeholders however the stream's chunks cut them", async () => {
    const names = ["Tote", "Loafer", "Sandal"];
    await sentList(pageParts({ keeps: true }), names, 4096);
    const whole = renderToString(<List names={names} />);
    for (let size = 1; size <= 64; size += 1) {
      expect(await sentList(pageParts({ keeps: false }), names, size), `chunks of ${size} bytes`).toBe(whole);
    }
  });
});
