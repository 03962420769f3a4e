import type { ReactNode } from "react";

/** One titled part of a long information page; `id` is its anchor in the page's contents list. */
export interface ContentSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** Body text of the information pages: paragraphs, lists and links in the house style. */
export const proseClass =
  "space-y-4 leading-relaxed text-espresso/85 [&_a]:font-medium [&_a]:text-cognac [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-cognac-dark [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5 [&_strong]:font-semibold [&_strong]:text-espresso [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5";

/**
 * A long page (policies, terms) as numbered sections with a contents list, which stays in view
 * beside the text on wide screens.
 */
export function ContentDocument({
  sections,
  label,
  children,
}: {
  sections: ContentSection[];
  /** Names the contents list for screen readers, e.g. "Privacy policy contents". */
  label: string;
  /** Closing matter after the sections, such as the contact block. */
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 md:px-8 md:py-20 lg:grid-cols-12">
      <nav aria-label={label} className="lg:col-span-4">
        <div className="rounded-sm border border-sand bg-linen/60 p-6 lg:sticky lg:top-28">
          <p className="text-xs font-semibold tracking-[0.2em] text-cognac uppercase">On this page</p>
          <ol className="mt-4 space-y-2 text-sm">
            {sections.map((section, position) => (
              <li key={section.id} className="flex gap-3">
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-stone tabular-nums">
                  {position + 1}.
                </span>
                <a href={`#${section.id}`} className="text-espresso/85 hover:text-cognac hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <div className="max-w-3xl lg:col-span-8">
        {sections.map((section, position) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mb-12 scroll-mt-28"
          >
            <h2 id={`${section.id}-heading`} className="font-display text-3xl font-semibold">
              <span className="mr-3 text-cognac">{position + 1}.</span>
              {section.heading}
            </h2>
            <div className={`mt-4 ${proseClass}`}>{section.body}</div>
          </section>
        ))}
        {children}
      </div>
    </div>
  );
}

/** The small uppercase line above a section heading. */
export function Eyebrow({ children, tone = "cognac" }: { children: ReactNode; tone?: "cognac" | "brass" }) {
  return (
    <p className={`text-xs tracking-[0.3em] uppercase ${tone === "brass" ? "text-brass" : "text-cognac"}`}>
      {children}
    </p>
  );
}
