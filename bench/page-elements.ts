import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

// A shop page's elements and loader data, copied so that the hello-world app can render them again with
// nothing of the shop's code (bench/hello-page's same-elements route): what React Router and React cost
// for a page of that size, the floor under the shop's own rate for it.

type ChildNode = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;

/** An element as the hello app draws it: its tag, React's props, its children; a style sheet as text. */
export type CopiedNode = string | [tag: string, props: Record<string, unknown>, children: CopiedNode[]];

export interface PageElements {
  /** The inline style sheets of the page's head, as text. */
  styleSheets: string[];
  body: CopiedNode[];
  /** What the page's loaders answered, as React Router's single fetch decodes it. */
  loaderData: unknown;
}

// HTML's names for the attributes the shop's pages carry whose React names differ.
const reactNames: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  autocomplete: "autoComplete",
  maxlength: "maxLength",
  minlength: "minLength",
  inputmode: "inputMode",
  enterkeyhint: "enterKeyHint",
  novalidate: "noValidate",
  readonly: "readOnly",
  colspan: "colSpan",
  rowspan: "rowSpan",
  crossorigin: "crossOrigin",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  "clip-path": "clipPath",
  "stop-color": "stopColor",
};
const booleanAttributes = new Set(["hidden", "disabled", "required", "multiple", "open", "inert"]);

function styleObject(style: string): Record<string, string> {
  const declarations = style.split(";").filter((declaration) => declaration.includes(":"));
  return Object.fromEntries(
    declarations.map((declaration) => {
      const at = declaration.indexOf(":");
      const name = declaration.slice(0, at).trim();
      const reactName = name.startsWith("--")
        ? name
        : name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
      return [reactName, declaration.slice(at + 1).trim()];
    }),
  );
}

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element.attribs)) {
    if (name === "style") props.style = styleObject(value);
    // As the shop's forms write them: uncontrolled, so that React needs no change handler.
    else if (name === "value" && ["input", "textarea", "select"].includes(element.name))
      props.defaultValue = value;
    else if (name === "checked") props.defaultChecked = true;
    else props[reactNames[name] ?? name] = booleanAttributes.has(name) && value === "" ? true : value;
  }
  return props;
}

function copied(node: ChildNode): CopiedNode | undefined {
  if (node.type === "text") return node.data;
  // React Router's own scripts are the hello app's <Scripts />; the data scripts carry the loader data.
  if (node.type !== "tag") return undefined;
  const children = node.children.map(copied).filter((child) => child !== undefined);
  return [node.name, propsOf(node), children];
}

function firstElement(nodes: ChildNode[], name: string): Element | undefined {
  for (const node of nodes) {
    if (node.type !== "tag" && node.type !== "style" && node.type !== "script") continue;
    if (node.name === name) return node;
    const inside = firstElement(node.children, name);
    if (inside) return inside;
  }
  return undefined;
}

/** The page's HTML and its loaders' data, each as `cookie`'s holder gets them (a visitor without). */
async function readPage(origin: string, page: string, cookie?: string): Promise<PageElements> {
  const headers = cookie ? { cookie } : undefined;
  const html = await (
    await fetch(`${origin}${page}${page.includes("?") ? "&" : "?"}bench=copy`, { headers })
  ).text();
  const dataPath = page === "/" ? "/_.data" : `${page.replace(/\?.*/, "")}.data`;
  const data = await fetch(`${origin}${dataPath}`, { headers });
  if (!data.ok || !data.body) throw new Error(`${dataPath}: ${data.status}`);
  const decoded = await decodeViaTurboStream(data.body, globalThis);
  await decoded.done;
  const document = parseDocument(html, { lowerCaseAttributeNames: false });
  const head = firstElement(document.children, "head");
  const body = firstElement(document.children, "body");
  if (!head || !body) throw new Error(`${page}: no head or body`);
  const styleSheets = head.children
    .filter((node): node is Element => node.type === "style")
    .map((sheet) => sheet.children.map((text) => (text.type === "text" ? text.data : "")).join(""));
  return {
    styleSheets,
    body: body.children.map(copied).filter((node) => node !== undefined),
    loaderData: decoded.value,
  };
}

/**
 * Writes `page`'s elements and data, as a visitor and as `cookie`'s shopper get it, into `directory`,
 * under `name` and `${name}-signed-in`, where the hello app's same-elements route reads them.
 */
export async function copyPageElements(
  directory: string,
  name: string,
  origin: string,
  page: string,
  cookie: string,
): Promise<void> {
  for (const [file, holder] of [
    [name, undefined],
    [`${name}-signed-in`, cookie],
  ] as const) {
    const elements = await readPage(origin, page, holder);
    await writeFile(path.join(directory, `${file}.json`), JSON.stringify(elements));
  }
}
