import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";

// The admin area's small rich-text editor: a contentEditable area with a toolbar for bold, italic, a
// heading, a list and a link, without a dependency. The browser's own editing commands do the work
// (execCommand is deprecated in name only: every browser keeps it, and nothing replaces it yet); the
// HTML goes to the form in a hidden field and the API sanitises it when it is written. Ctrl/⌘+B and
// Ctrl/⌘+I work inside the text; every button is a tab stop.

type Command = "bold" | "italic" | "heading" | "list";

const tools: { command: Command; label: string; shortcut?: string; look: string }[] = [
  { command: "bold", label: "Bold", shortcut: "Control+B", look: "font-bold" },
  { command: "italic", label: "Italic", shortcut: "Control+I", look: "italic" },
  { command: "heading", label: "Heading", look: "font-display" },
  { command: "list", label: "List", look: "" },
];

const toolClass =
  "min-h-10 rounded-sm border border-sand bg-white px-2.5 text-sm hover:bg-linen focus-visible:ring-2 focus-visible:ring-brass/40 focus-visible:outline-none";

function run(command: Command) {
  if (command === "heading") {
    const inHeading = document.queryCommandValue("formatBlock").toLowerCase() === "h3";
    document.execCommand("formatBlock", false, inHeading ? "p" : "h3");
  } else if (command === "list") document.execCommand("insertUnorderedList");
  else document.execCommand(command);
}

export function RichTextEditor({
  label,
  name,
  initialHtml,
}: {
  label: string;
  /** The hidden field the HTML is posted in. */
  name: string;
  initialHtml: string;
}) {
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const kept = useRef<Range | null>(null);
  // What the area showed first: React sets it once and leaves the typing to the browser.
  const [first] = useState(initialHtml);
  const [html, setHtml] = useState(initialHtml);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState("https://");

  const changed = () => setHtml(area.current?.innerHTML ?? "");

  function apply(command: Command) {
    area.current?.focus();
    run(command);
    changed();
  }

  function askForLink() {
    const selection = window.getSelection();
    kept.current =
      selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0)
        : null;
    setLinking(true);
  }

  function addLink(event: FormEvent | KeyboardEvent) {
    event.preventDefault();
    area.current?.focus();
    const selection = window.getSelection();
    if (kept.current && selection) {
      selection.removeAllRanges();
      selection.addRange(kept.current);
    }
    const href = address.trim();
    if (/^(https:\/\/|mailto:|tel:)\S+$/.test(href)) {
      // With nothing selected, the address itself becomes the link's text.
      if (selection?.isCollapsed) {
        const escaped = href.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
        document.execCommand("insertHTML", false, `<a href="${escaped}">${escaped}</a>`);
      } else document.execCommand("createLink", false, href);
    }
    setLinking(false);
    setAddress("https://");
    changed();
  }

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-espresso">
        {label}
      </span>
      <div
        role="toolbar"
        aria-label={`${label}: formatting`}
        aria-controls={`${id}-area`}
        className="flex flex-wrap gap-1.5 rounded-t-sm border border-b-0 border-sand bg-linen p-2"
      >
        {tools.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className={`${toolClass} ${tool.look}`}
            aria-keyshortcuts={tool.shortcut}
            // Keeps the selection in the text while the pointer presses the button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(tool.command)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className={`${toolClass} underline`}
          aria-expanded={linking}
          onMouseDown={(event) => event.preventDefault()}
          onClick={askForLink}
        >
          Link
        </button>
      </div>
      {linking ? (
        <div className="flex flex-wrap items-end gap-2 border border-b-0 border-sand bg-linen px-2 pb-2">
          <label className="grow text-sm">
            <span className="mb-1 block font-medium">Link address (https://, mailto: or tel:)</span>
            <input
              type="url"
              value={address}
              // biome-ignore lint/a11y/noAutofocus: the field the Link button just opened.
              autoFocus
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") addLink(event);
                if (event.key === "Escape") setLinking(false);
              }}
              className="w-full rounded-sm border border-sand bg-white px-3 py-2"
            />
          </label>
          <button type="button" className={toolClass} onClick={addLink}>
            Add link
          </button>
          <button type="button" className={toolClass} onClick={() => setLinking(false)}>
            Cancel
          </button>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot show bold, headings or links. */}
      <div
        ref={area}
        id={`${id}-area`}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        onInput={changed}
        onBlur={changed}
        className="rich-text min-h-40 rounded-b-sm border border-sand bg-white px-4 py-3 focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitised HTML, shown once to edit.
        dangerouslySetInnerHTML={{ __html: first }}
      />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
