import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The repository explains itself: code and docs point only at what is inside it. Every file git tracks
// (or would track) is read line by line for references to documents outside the repository and to
// machine paths, and every section, decision and docs file a line cites must exist here: a
// "docs/product.md §4" needs a "## 4." heading in docs/product.md, a "decision 023" needs a
// docs/decisions/023-*.md, a docs path or a Markdown link needs its file. The rules' own patterns are
// written so that they do not match themselves, so this file is scanned like any other.

export interface ReferenceProblem {
  file: string;
  line: number;
  rule: string;
  text: string;
}

interface Rule {
  name: string;
  pattern: RegExp;
  /** Files where the words are allowed. */
  allowedIn?: (file: string) => boolean;
}

const isTestCode = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** References to documents and machines outside the repository. */
export const outsideReferenceRules: readonly Rule[] = [
  { name: "a section of the old specification", pattern: /\bspec\s§/i },
  // Upper case only: "designed" and "our designs" are the shop's own words.
  { name: "the old design document", pattern: /\bDESIGN\b/ },
  { name: "the old style guide", pattern: /\bSTYLE\.md\b/i },
  { name: "the old specification's file", pattern: /\bstorefront-(?:spec)\b/i },
  // Word-bounded, so "specs" and a file named `….spec.ts` are not it; at the end of a sentence it is.
  { name: "the old specification", pattern: /\bthe\sspec(?:'s)?\b(?!\.tsx?\b)(?!\\\.)/i },
  {
    name: "a path on a developer's machine",
    pattern: /(?<![\w.~/-])\/(?:work|home|Users)\//,
  },
  {
    // Tests make their scratch folders with os.tmpdir(); a test may still name the folder, nothing else.
    name: "a temporary folder outside a test",
    pattern: /(?<![\w.~/-])\/tmp\//,
    allowedIn: isTestCode,
  },
  { name: "the folder beside the repository", pattern: /\.\.\/shared\b/ },
  { name: "the old reference notes", pattern: /\bshared\/reference\b/ },
];

const skippedFiles =
  /(^|\/)package-lock\.json$|\.(png|jpe?g|gif|webp|avif|ico|svgz|woff2?|ttf|otf|eot|pdf|zip|gz|tgz|br|mp4|webm|wasm)$/i;

/** Every file git tracks, and the new ones it would track, that the scan reads. */
export function repositoryFiles(repository: string): string[] {
  const list = (...args: string[]) =>
    execFileSync("git", ["ls-files", "-z", ...args], { cwd: repository, encoding: "utf8" })
      .split("\0")
      .filter(Boolean);
  const files = new Set([...list(), ...list("--others", "--exclude-standard")]);
  return (
    [...files]
      .filter((file) => !skippedFiles.test(file))
      // A deleted file not yet committed, or a link to a folder (a worktree's node_modules), is not read.
      .filter(
        (file) => existsSync(path.join(repository, file)) && statSync(path.join(repository, file)).isFile(),
      )
      .sort()
  );
}

/** The `## N.` headings of a Markdown file, or null when it does not exist. */
function sectionsOf(repository: string, doc: string, cache: Map<string, Set<number> | null>) {
  if (!cache.has(doc)) {
    const file = path.join(repository, doc);
    cache.set(
      doc,
      existsSync(file)
        ? new Set([...readFileSync(file, "utf8").matchAll(/^## (\d+)\./gm)].map((match) => Number(match[1])))
        : null,
    );
  }
  return cache.get(doc) ?? null;
}

function decisionNumbers(repository: string): Set<string> {
  const folder = path.join(repository, "docs/decisions");
  if (!existsSync(folder)) return new Set();
  return new Set(
    readdirSync(folder)
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .map((name) => name.slice(0, 3)),
  );
}

/** A docs page cited by its path, or a section mark (§N, or a range §N–§M), in the order they appear. */
const citationPattern = /\b(docs\/[\w.-]+\.md)\b|§\s?(\d+)(?:\s?[–-]\s?§?\s?(\d+))?/g;
/** Any other file under docs/ named by its path (decision records have a check of their own). */
const docsPathPattern = /\bdocs\/(?!decisions\/)[\w.-]+\/[\w./-]+\.md\b/g;
const decisionPattern = /\bdecisions?\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)\d{3})*)/gi;
const decisionPathPattern = /\bdocs\/decisions\/(\d{3})(-[\w-]*)?(\.md)?/g;
const markdownLinkPattern = /\]\(([^)\s]+)\)/g;

/**
 * What is wrong with one file's references. `text` defaults to the file as it is on disk; `file` is its
 * path inside `repository`, whose docs the citations are checked against.
 */
export function referenceProblems(repository: string, file: string, text?: string): ReferenceProblem[] {
  const content = text ?? readFileSync(path.join(repository, file), "utf8");
  if (content.includes("\0")) return [];
  const problems: ReferenceProblem[] = [];
  const report = (line: number, rule: string, excerpt: string) =>
    problems.push({ file, line, rule, text: excerpt.trim().slice(0, 160) });
  const sections = new Map<string, Set<number> | null>();
  const decisions = decisionNumbers(repository);
  // In a docs page a bare § is one of its own sections; elsewhere it belongs to the docs file last named
  // in the same paragraph (a comment block, a Markdown paragraph).
  const ownDoc = /^docs\/[^/]+\.md$/.test(file) ? file : null;
  let citedDoc = ownDoc;

  content.split("\n").forEach((lineText, index) => {
    const line = index + 1;
    if (/^\s*(\/\/|\*|#)?\s*$/.test(lineText)) citedDoc = ownDoc;

    for (const rule of outsideReferenceRules) {
      if (rule.pattern.test(lineText) && !rule.allowedIn?.(file)) report(line, rule.name, lineText);
    }

    for (const match of lineText.matchAll(citationPattern)) {
      const [, doc, from, to] = match;
      if (doc) {
        citedDoc = doc;
        if (!existsSync(path.join(repository, doc))) report(line, `no such file: ${doc}`, lineText);
        continue;
      }
      if (!citedDoc) continue;
      const headings = sectionsOf(repository, citedDoc, sections);
      if (!headings) continue;
      const first = Number(from);
      const last = to ? Number(to) : first;
      for (let section = first; section <= last; section++) {
        if (!headings.has(section)) report(line, `no section ${section} in ${citedDoc}`, lineText);
      }
    }

    for (const [cited] of lineText.matchAll(docsPathPattern)) {
      if (!existsSync(path.join(repository, cited))) report(line, `no such file: ${cited}`, lineText);
    }

    for (const match of lineText.matchAll(decisionPattern)) {
      for (const number of match[1]?.match(/\d{3}/g) ?? []) {
        if (!decisions.has(number)) report(line, `no decision ${number}`, lineText);
      }
    }

    for (const match of lineText.matchAll(decisionPathPattern)) {
      const [cited, number, slug, extension] = match;
      const exists =
        slug && extension ? existsSync(path.join(repository, cited)) : decisions.has(number ?? "");
      if (!exists) report(line, `no such decision record: ${cited}`, lineText);
    }

    if (file.endsWith(".md")) {
      for (const match of lineText.matchAll(markdownLinkPattern)) {
        const target = (match[1] ?? "").split("#")[0] ?? "";
        if (!target || /^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("/")) continue;
        const resolved = path.join(repository, path.dirname(file), target);
        if (!existsSync(resolved)) report(line, `broken link: ${target}`, lineText);
      }
    }
  });
  return problems;
}
