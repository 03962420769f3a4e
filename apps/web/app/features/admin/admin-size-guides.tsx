import { type CategorySizeGuide, type SizeGuide, sizeGuideLimits } from "@oja/contracts/size-guides";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { CloseIcon } from "../../components/ui/icons.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { type AdminChange, sizeGuideIntents } from "./admin-change.ts";

// Each category's size guide in the admin area (docs/decisions/031-size-guides.md): the list of
// categories, and an editor of one guide's title, columns, rows and note. On a phone each row is a
// card whose cells are labelled by their columns; on a wide screen the rows line up as a table.

/** Every category and whether it has a guide. */
export function AdminSizeGuideList({ guides }: { guides: CategorySizeGuide[] }) {
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl font-semibold">Size guides</h1>
      <p className="text-sm text-stone">
        A category's guide opens from the size choice of each of its products. Shoes have sizes with foot
        length; bags their measurements; any table can be written.
      </p>
      <ul className="divide-y divide-sand rounded-lg border border-sand bg-parchment">
        {guides.map(({ category, guide }) => (
          <li key={category.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <h2 className="font-semibold">{category.name}</h2>
              <p className="text-sm text-stone">
                {guide
                  ? `${guide.title}: ${guide.columns.length} columns, ${guide.rows.length} rows`
                  : "No size guide"}
              </p>
            </div>
            <Link
              to={`/admin/size-guides/${category.slug}`}
              aria-label={`${guide ? "Edit" : "Write"} the ${category.name} size guide`}
              className="rounded-full border border-espresso px-4 py-2 text-xs font-semibold tracking-[0.16em] uppercase hover:bg-linen"
            >
              {guide ? "Edit" : "Write"}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface Row {
  key: number;
  cells: string[];
}

const emptyGuide: SizeGuide = { title: "", columns: ["Size"], rows: [[""]], note: "" };

/** One category's guide: title, columns (added and removed), rows of cells (added and removed), note. */
export function AdminSizeGuideEditor({ sizeGuide }: { sizeGuide: CategorySizeGuide }) {
  const { category } = sizeGuide;
  const start = sizeGuide.guide ?? emptyGuide;
  const fetcher = useFetcher<AdminChange>();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const nextKey = useRef(0);
  const keyed = () => {
    nextKey.current += 1;
    return nextKey.current;
  };
  const [title, setTitle] = useState(start.title);
  const [note, setNote] = useState(start.note);
  const [columns, setColumns] = useState(() => start.columns.map((name) => ({ key: keyed(), name })));
  const [rows, setRows] = useState<Row[]>(() => start.rows.map((cells) => ({ key: keyed(), cells })));
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) toast.success(answer.message);
    else showRefusal(answer);
  }, [fetcher.state, fetcher.data, toast, showRefusal]);

  const setCell = (rowKey: number, column: number, value: string) =>
    setRows((now) =>
      now.map((row) =>
        row.key === rowKey
          ? { ...row, cells: row.cells.map((cell, at) => (at === column ? value : cell)) }
          : row,
      ),
    );
  const addColumn = () => {
    setColumns((now) => [...now, { key: keyed(), name: "" }]);
    setRows((now) => now.map((row) => ({ ...row, cells: [...row.cells, ""] })));
  };
  const removeColumn = (column: number) => {
    setColumns((now) => now.filter((_, at) => at !== column));
    setRows((now) => now.map((row) => ({ ...row, cells: row.cells.filter((_, at) => at !== column) })));
  };
  const columnName = (column: number) => columns[column]?.name || `Column ${column + 1}`;
  // A row's cells beside one another from 640 px, with room for its Remove button.
  const rowGrid = { "--row-grid": `repeat(${columns.length}, minmax(0, 1fr)) auto` } as CSSProperties;

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to="/admin/size-guides" className="underline underline-offset-4 hover:text-cognac">
          All size guides
        </Link>
      </p>
      <h1 className="font-display text-3xl font-semibold">{category.name} size guide</h1>
      <fetcher.Form method="post" className="space-y-6">
        <input type="hidden" name="intent" value={sizeGuideIntents.save} />
        <section className="space-y-4 rounded-lg border border-sand bg-parchment p-4 md:p-6">
          <TextField
            label="Title"
            name="title"
            value={title}
            onChange={setTitle}
            maxLength={sizeGuideLimits.title}
            required
          />
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">Columns</legend>
            <input type="hidden" name="columnCount" value={columns.length} />
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {columns.map((column, index) => (
                <div key={column.key} className="flex items-end gap-2">
                  <label className="flex-1 text-sm">
                    <span className="mb-1 block text-stone">Column {index + 1}</span>
                    <input
                      name={`column.${index}`}
                      value={column.name}
                      required
                      maxLength={sizeGuideLimits.cell}
                      onChange={(event) => {
                        const name = event.target.value;
                        setColumns((now) =>
                          now.map((one) => (one.key === column.key ? { ...one, name } : one)),
                        );
                      }}
                      className="w-full rounded-sm border border-sand bg-white px-3 py-2"
                    />
                  </label>
                  <button
                    type="button"
                    onClick={() => removeColumn(index)}
                    disabled={columns.length === 1}
                    aria-label={`Remove column ${columnName(index)}`}
                    className="flex h-10 w-10 items-center justify-center rounded-full border border-sand hover:border-espresso disabled:opacity-40"
                  >
                    <CloseIcon width={16} height={16} />
                  </button>
                </div>
              ))}
            </div>
            <Button
              type="button"
              size="sm"
              tone="secondary"
              onClick={addColumn}
              disabled={columns.length >= sizeGuideLimits.columns}
            >
              Add Column
            </Button>
          </fieldset>
        </section>

        <section
          aria-labelledby="guide-rows"
          className="space-y-3 rounded-lg border border-sand bg-parchment p-4 md:p-6"
        >
          <h2 id="guide-rows" className="font-display text-xl font-semibold">
            Rows
          </h2>
          <input type="hidden" name="rowCount" value={rows.length} />
          <div
            aria-hidden="true"
            className="hidden gap-2 text-sm text-stone sm:grid sm:[grid-template-columns:var(--row-grid)]"
            style={rowGrid}
          >
            {columns.map((column, index) => (
              <span key={column.key} className="truncate">
                {columnName(index)}
              </span>
            ))}
          </div>
          <ol className="space-y-3">
            {rows.map((row, rowIndex) => (
              <li key={row.key} data-testid="guide-row">
                <fieldset
                  className="grid grid-cols-2 items-end gap-2 rounded-md border border-sand bg-white/60 p-3 sm:border-0 sm:bg-transparent sm:p-0 sm:[grid-template-columns:var(--row-grid)]"
                  style={rowGrid}
                >
                  <legend className="mb-1 text-sm font-semibold sm:sr-only">Row {rowIndex + 1}</legend>
                  {columns.map((column, columnIndex) => (
                    <label key={column.key} className="text-sm">
                      <span aria-hidden="true" className="mb-1 block text-stone sm:sr-only">
                        {columnName(columnIndex)}
                      </span>
                      <input
                        aria-label={`${columnName(columnIndex)}, row ${rowIndex + 1}`}
                        name={`cell.${rowIndex}.${columnIndex}`}
                        value={row.cells[columnIndex] ?? ""}
                        maxLength={sizeGuideLimits.cell}
                        onChange={(event) => setCell(row.key, columnIndex, event.target.value)}
                        className="w-full min-w-0 rounded-sm border border-sand bg-white px-3 py-2"
                      />
                    </label>
                  ))}
                  <button
                    type="button"
                    onClick={() => setRows((now) => now.filter((one) => one.key !== row.key))}
                    disabled={rows.length === 1}
                    aria-label={`Remove row ${rowIndex + 1}`}
                    className="flex h-10 w-10 items-center justify-center rounded-full border border-sand hover:border-espresso disabled:opacity-40"
                  >
                    <CloseIcon width={16} height={16} />
                  </button>
                </fieldset>
              </li>
            ))}
          </ol>
          <Button
            type="button"
            size="sm"
            tone="secondary"
            onClick={() => setRows((now) => [...now, { key: keyed(), cells: columns.map(() => "") }])}
            disabled={rows.length >= sizeGuideLimits.rows}
          >
            Add Row
          </Button>
        </section>

        <section className="rounded-lg border border-sand bg-parchment p-4 md:p-6">
          <TextField
            label="Note under the table"
            name="note"
            value={note}
            onChange={setNote}
            maxLength={sizeGuideLimits.note}
            multiline
            rows={3}
            showCount
          />
        </section>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={fetcher.state !== "idle"}>
            Save Size Guide
          </Button>
          {sizeGuide.guide ? (
            <Button type="button" tone="secondary" onClick={() => setRemoving(true)}>
              Remove Guide
            </Button>
          ) : null}
        </div>
      </fetcher.Form>

      <ConfirmDialog
        open={removing}
        title="Remove Size Guide"
        message={`Take the ${category.name} size guide away? Its products then offer no size guide.`}
        confirmLabel="Yes, Remove"
        onConfirm={() => {
          setRemoving(false);
          fetcher.submit({ intent: sizeGuideIntents.remove }, { method: "post" });
        }}
        onClose={() => setRemoving(false)}
      />
    </div>
  );
}
