import { createElement, type ReactNode } from "react";
import { type LoaderFunctionArgs, useParams } from "react-router";
import type { CopiedNode, PageElements } from "../../../page-elements.ts";

// A shop page's elements and loader data (bench/page-elements.ts copies them into HELLO_PAGE_COPIES),
// rendered again by this app with nothing of the shop's code: the floor under the shop's own rate for
// that page, measured by bench/pages.ts. Only the benchmark asks for it, and never hydrates it.

const copies = new Map<string, PageElements>();

export async function loader({ params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  let copy = copies.get(name);
  if (!copy) {
    const { readFile } = await import("node:fs/promises");
    const file = `${process.env.HELLO_PAGE_COPIES}/${name.replace(/[^a-z0-9-]/g, "")}.json`;
    copy = JSON.parse(await readFile(file, "utf8")) as PageElements;
    copies.set(name, copy);
  }
  return copy.loaderData;
}

function draw(node: CopiedNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, children] = node;
  return createElement(tag, { ...props, key }, ...children.map(draw));
}

export default function SameElements() {
  // The server's copy, read by the loader of this request.
  const copy = copies.get(useParams().name ?? "");
  if (!copy) return null;
  return (
    <>
      {copy.styleSheets.map((sheet) => (
        <style key={sheet.length} dangerouslySetInnerHTML={{ __html: sheet }} />
      ))}
      {copy.body.map(draw)}
    </>
  );
}
