import { createHash } from "node:crypto";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { styleSheetPlaceholder } from "./outgoing-page.server.ts";
import { sharedPage } from "./shared-page.ts";
import { isSharedPage, sharedCopy } from "./shared-pages.server.ts";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const nonce = "n0nce+of/the=render";

describe("a page kept for every signed-out visitor", () => {
  const rendered = [
    `<html><head><style nonce="${nonce}" data-precedence="default">body{color:#111}</style>`,
    `<link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"/></head><body>`,
    // What a product's description could hold had the sanitiser let it through: not the page's own.
    `<div><script>steal()</script><style>body{display:none}</style></div>`,
    `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
    `<script type="module" async="" nonce="${nonce}">import "/assets/entry.js";</script>`,
    `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
    "</body></html>",
  ].join("");
  const copyOf = (html: string) => sharedCopy(Buffer.from(html), nonce);

  it("trusts by their hashes the inline scripts and styles its rendering wrote, each once", () => {
    const copy = copyOf(rendered);
    expect(copy.scriptHashes).toEqual([
      sha256("window.__reactRouterContext = {};"),
      sha256('import "/assets/entry.js";'),
    ]);
    expect(copy.styleHashes).toEqual([sha256("body{color:#111}")]);
  });

  it("does not trust a script or style that did not carry the rendering's nonce", () => {
    const copy = copyOf(rendered);
    expect(copy.scriptHashes).not.toContain(sha256("steal()"));
    expect(copy.styleHashes).not.toContain(sha256("body{display:none}"));
  });

  it("hands no nonce to anyone", () => {
    const copy = copyOf(rendered);
    expect(copy.html.toString()).not.toContain(nonce);
    expect(copy.html.toString()).toContain(
      '<script type="module" async="">import "/assets/entry.js";</script>',
    );
    const policy = contentSecurityPolicy(copy);
    expect(policy).not.toContain("nonce-");
    expect(policy).toContain(`script-src 'self' 'sha256-${sha256("window.__reactRouterContext = {};")}'`);
    expect(policy).toContain(`style-src 'self' 'sha256-${sha256("body{color:#111}")}'`);
  });
});

describe("a kept page's bytes", () => {
  it("are the rendering's, every character but the nonce kept, and a long style sheet hashed alike each time", () => {
    const sheet = `.price::before{content:"₦"}${"a{color:#111}".repeat(400)}`;
    const page = (text: string) =>
      `<html><head><style nonce="${nonce}">${sheet}</style><scripts-list nonce="${nonce}"></scripts-list>` +
      `</head><body><p>₦25,000 — Àdìrẹ</p><script nonce="${nonce}">${text}</script></body></html>`;
    for (const text of ["one()", "two()"]) {
      const copy = sharedCopy(Buffer.from(page(text)), nonce);
      expect(copy.html.toString()).toBe(page(text).replaceAll(` nonce="${nonce}"`, ""));
      expect(copy.styleHashes).toEqual([sha256(sheet)]);
      // An element whose name only starts like a script's carries no inline text of its own.
      expect(copy.scriptHashes).toEqual([sha256(text)]);
    }
  });
});

describe("a kept page's style sheet", () => {
  const sheet = Buffer.from(`.price::before{content:"₦"}${"a{color:#111}".repeat(400)}`);
  const page = (style: string) =>
    `<html><head><style nonce="${nonce}" data-precedence="default">${style}</style></head>` +
    `<body><p>${styleSheetPlaceholder.replace("<", "&lt;")}</p><style>${styleSheetPlaceholder}</style></body></html>`;

  it("is the sheet in place of the placeholder its rendering wrote, trusted by the sheet's hash", () => {
    const copy = sharedCopy(Buffer.from(page(styleSheetPlaceholder)), nonce, sheet);
    expect(copy.html.toString()).toBe(page(sheet.toString()).replaceAll(` nonce="${nonce}"`, ""));
    expect(copy.styleHashes).toEqual([sha256(sheet.toString())]);
    const { start = 0, end = 0 } = copy.styleSheetAt ?? {};
    expect(copy.html.subarray(start, end).equals(sheet)).toBe(true);
  });
});

describe("which pages are kept", () => {
  const context = (handles: Record<string, unknown>) =>
    ({
      staticHandlerContext: {
        matches: ["root", ...Object.keys(handles)].map((id) => ({ route: { id } })),
      },
      routeModules: Object.fromEntries(Object.entries(handles).map(([id, handle]) => [id, { handle }])),
    }) as unknown as EntryContext;
  const visit = (init: RequestInit = {}) => new Request("http://shop.test/products/voyager", init);
  const shared = context({ "routes/product": sharedPage });

  it("keeps a signed-out visitor's public page", () => {
    expect(isSharedPage(visit({ headers: { cookie: "theme=dark" } }), 200, new Headers(), shared)).toBe(true);
  });

  it("renders anew for a signed-in shopper, another method, an error or a cookie being set", () => {
    expect(isSharedPage(visit({ headers: { cookie: "ocToken=t" } }), 200, new Headers(), shared)).toBe(false);
    expect(isSharedPage(visit({ method: "POST" }), 200, new Headers(), shared)).toBe(false);
    expect(isSharedPage(visit(), 404, new Headers(), shared)).toBe(false);
    expect(isSharedPage(visit(), 200, new Headers({ "set-cookie": "ocToken=; Max-Age=0" }), shared)).toBe(
      false,
    );
  });

  it("renders anew a page whose route does not say it is the same for everyone", () => {
    expect(isSharedPage(visit(), 200, new Headers(), context({ "routes/checkout": undefined }))).toBe(false);
    expect(isSharedPage(visit(), 200, new Headers(), context({}))).toBe(false);
  });
});
