import type { SizeGuide } from "@oja/contracts/size-guides";

/**
 * A category's size guide as a table (docs/product.md §2 "Size guide"): the owner's columns and rows,
 * the first cell of each row heading it, and the note under it. A table wider than a phone scrolls
 * sideways inside its own frame, which a keyboard can reach.
 */
export function SizeGuideTable({
  guide,
  captionClass = "sr-only",
}: {
  guide: SizeGuide;
  captionClass?: string;
}) {
  return (
    <div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a frame that scrolls must take focus to be scrolled by keys */}
      <section aria-label={guide.title} tabIndex={0} className="overflow-x-auto rounded-sm">
        <table className="w-full border-collapse text-left text-sm" data-testid="size-guide-table">
          <caption className={captionClass}>{guide.title}</caption>
          <thead>
            <tr className="border-b-2 border-espresso">
              {guide.columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: two columns may share a name
                  key={index}
                  scope="col"
                  className="px-2 py-2 text-xs font-semibold tracking-[0.08em] text-stone uppercase sm:px-3"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown in the owner's order and may repeat
              <tr key={rowIndex} className="border-b border-sand even:bg-linen/60">
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <th key={cellIndex} scope="row" className="px-2 py-2 font-semibold sm:px-3">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <td key={cellIndex} className="px-2 py-2 tabular-nums sm:px-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {guide.note ? <p className="mt-4 text-sm leading-relaxed text-umber">{guide.note}</p> : null}
    </div>
  );
}
