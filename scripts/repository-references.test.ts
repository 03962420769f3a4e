import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReferenceProblem, referenceProblems, repositoryFiles } from "./repository-references.ts";

// The repository points only inside itself (scripts/repository-references.ts): the real tree is
// scanned, and a breach of each rule is planted in a scratch folder to prove the scan reports it.

const root = path.resolve(import.meta.dirname, "..");

/**
 * A breach written in two pieces, so that this file, which the scan reads like every other, holds none
 * itself.
 */
const planted = (...pieces: string[]) => pieces.join("");

const describeProblem = (problem: ReferenceProblem) =>
  `${problem.file}:${problem.line}: ${problem.rule}: ${problem.text}`;

describe("the repository's references", () => {
  it("point only inside the repository, at sections, decisions and docs that exist", () => {
    const problems = repositoryFiles(root).flatMap((file) => referenceProblems(root, file));
    expect(problems.map(describeProblem)).toEqual([]);
  });
});

describe("the reference scan", () => {
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), "oja-references-"));
    mkdirSync(path.join(scratch, "docs/decisions"), { recursive: true });
    writeFileSync(path.join(scratch, "docs/product.md"), "# Product\n\n## 1. One\n\n## 2. Two\n");
    writeFileSync(path.join(scratch, "docs", "decisions", "001-a-choice.md"), "# 001 A choice\n");
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const scan = (file: string, text: string) =>
    referenceProblems(scratch, file, text).map((problem) => problem.rule);

  it.each([
    ["a section of the old specification", `// As ${planted("spec", " §4")} asks.`],
    ["the old design document", `// See ${planted("DES", "IGN §2")} for the envelope.`],
    ["the old style guide", `// ${planted("STY", "LE.md")} wants kebab-case.`],
    ["the old specification's file", `// ${planted("storefront", "-spec.md")}, the cart.`],
    ["the old specification", `// ${planted("The", " spec's")} cart viewer adds VAT.`],
    ["a path on a developer's machine", `const notes = "${planted("/wo", "rk/notes.md")}";`],
    ["a path on a developer's machine", `// Built in ${planted("/ho", "me/ada/oja")} first.`],
    ["a path on a developer's machine", `// Copied from ${planted("/Us", "ers/ada/oja")}.`],
    ["a temporary folder outside a test", 'const scratch = "/tmp/oja";'],
    ["the folder beside the repository", `import notes from "${planted("../sha", "red/notes.md")}";`],
    ["the old reference notes", `// The races in ${planted("sha", "red/reference")}, read once.`],
  ])("reports %s: %s", (rule, line) => {
    expect(scan("apps/api/src/planted.ts", `// A planted file.\n${line}\n`)).toEqual([rule]);
  });

  it("lets a test name /tmp/", () => {
    expect(scan("apps/api/src/planted.test.ts", 'const scratch = "/tmp/oja";\n')).toEqual([]);
  });

  it.each([
    ["no section 3 in docs/product.md", "// The cart (docs/product.md §3)."],
    ["no section 3 in docs/product.md", "// The cart (docs/product.md §2, §3)."],
    ["no section 3 in docs/product.md", "// docs/product.md §1 and\n// §3 of the same page."],
    ["no section 3 in docs/product.md", "// Every rule (docs/product.md §1–§3)."],
    ["no such file: docs/architecture.md", "// The layers (docs/architecture.md §1)."],
    ["no decision 002", "// One settlement (decision 002)."],
    ["no decision 002", "// As decisions 001 and 002 say."],
    ["no such decision record: docs/decisions/002", "// docs/decisions/002 says why."],
    [
      `no such decision record: ${planted("docs/deci", "sions/001-another-choice.md")}`,
      `// ${planted("docs/deci", "sions/001-another-choice.md")} says why.`,
    ],
  ])("reports %s: %s", (rule, text) => {
    expect(scan("apps/api/src/planted.ts", `${text}\n`)).toEqual([rule]);
  });

  it("reads a bare § in a docs page as one of its own sections", () => {
    expect(scan("docs/product.md", "# Product\n\nAs §2 says, and §3.\n")).toEqual([
      "no section 3 in docs/product.md",
    ]);
  });

  it("follows Markdown links from the page's own folder", () => {
    expect(
      scan(
        planted("docs/", "readme.md"),
        "[Product](product.md), [gone](gone.md), [web](https://oja.ng/x)\n",
      ),
    ).toEqual(["broken link: gone.md"]);
  });

  it("passes a file whose references are all inside the repository", () => {
    const clean = [
      `// The cart (docs/product.md §1, §2; decision 001; ${planted("docs/deci", "sions/001-a-choice.md")}).`,
      "// docs/decisions/001 again, and decisions 001 and 001.",
      '// The specs of e2e/pages.spec.ts, `testIgnore: /pages\\.spec\\.ts/`, "features/home/hero.tsx".',
      "// Every piece is designed in Lagos; our designs are our own.",
      'const scratch = mkdtempSync(path.join(tmpdir(), "oja-"));',
    ].join("\n");
    expect(scan("apps/api/src/planted.ts", clean)).toEqual([]);
  });
});
