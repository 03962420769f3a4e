import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

// What every browser test asks of the pages it opens, besides its own checks: nothing in the
// browser's console at error level (a failed script, an uncaught exception, a blocked resource or
// inline script, which is how Chromium reports a Content-Security-Policy violation, or React's
// hydration errors), and a page that React took over without a mismatch.

/** Answers the tests ask for on purpose: a 404 page, a refused sign-in, a 400 for a bad address. */
const expectedErrors = [/^Failed to load resource: the server responded with a status of 4\d\d /];

/**
 * Elements whose class differs from what React rendered for them. React's production build does not
 * compare the server's HTML with its own first render, and leaves such a difference in the page
 * unreported; its development build reports it as a hydration error.
 */
export function hydrationMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mismatches: string[] = [];
    for (const element of document.querySelectorAll("body, body *")) {
      const propsKey = Object.keys(element).find((key) => key.startsWith("__reactProps$"));
      if (!propsKey) continue;
      const { className } = (element as unknown as Record<string, { className?: unknown }>)[propsKey] ?? {};
      const rendered = typeof className === "string" && className !== "" ? className : null;
      const inPage = element.getAttribute("class") || null;
      if (rendered !== inPage) {
        mismatches.push(
          `<${element.localName} class="${inPage ?? ""}">, rendered as class="${rendered ?? ""}"`,
        );
      }
    }
    return mismatches;
  });
}

/**
 * Records every Intl formatter the page makes from now on (and every number written in a locale), for
 * `made()` to answer: a browser's first one loads its locale data, tens of milliseconds of a phone's main
 * thread just after a page arrives (docs/decisions/067-no-intl-formatter-on-first-load.md).
 */
export async function watchIntlFormatters(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "RelativeTimeFormat"] as const) {
      const Made = Intl[name] as unknown as new (...args: unknown[]) => object;
      const watched = function (this: unknown, ...args: unknown[]) {
        made.push(`Intl.${name}`);
        return new Made(...args);
      };
      watched.prototype = Made.prototype;
      Object.assign(Intl, { [name]: watched });
    }
    const numberInLocale = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: []) {
      made.push("Number#toLocaleString");
      return numberInLocale.apply(this, args);
    };
    const dateInLocale = Date.prototype.toLocaleString;
    Date.prototype.toLocaleString = function (this: Date, ...args: []) {
      made.push("Date#toLocaleString");
      return dateInLocale.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" && !expectedErrors.some((expected) => expected.test(text))) {
        problems.push(`console error: ${text}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`uncaught ${error.name}: ${error.message}`));

    await use(page);

    // The page the test ended on; one closed or between documents has nothing to compare.
    const mismatches = await hydrationMismatches(page).catch(() => []);
    problems.push(...mismatches.map((mismatch) => `hydration mismatch: ${mismatch}`));
    expect(problems, "what the browser reported while the test ran").toEqual([]);
  },
});

export { expect };

/**
 * What axe finds against WCAG 2 A and AA on the page (or the part of it in `scope`), one line each,
 * once the page's animations have ended (a drawer half-way in has colours of its own). Axe counts its
 * check that a control's accessible name holds its visible label (WCAG 2.5.3) as experimental and
 * leaves it out of every tag; it is asked for by name.
 */
export async function axeViolations(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  // An animation cancelled meanwhile (a toast leaving, say) rejects its `finished`: it has ended too.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const builder = new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa"]);
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
