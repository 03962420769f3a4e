import type { SearchSuggestions } from "@oja/contracts/catalog";
import { formatNaira } from "@oja/contracts/money";
import { searchMaxLength } from "@oja/contracts/shop";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useFetcher, useLocation, useNavigate } from "react-router";
import { CloseIcon, SearchIcon } from "../../components/ui/icons.tsx";
import { ProductThumbnail } from "../../components/ui/product-image.tsx";

// The header's search (docs/product.md §2, Header and menus): a GET form to the shop's search that
// works without JavaScript, and with it a combobox whose listbox suggests products and categories as
// the shopper types (the WAI-ARIA combobox pattern: arrows move, Enter opens, Escape closes). On narrow
// screens it opens from a button beside the cart.

/** How long typing must pause before the suggestions are asked for. */
const typingPauseMs = 200;
const shortestAsked = 2;

interface Choice {
  key: string;
  href: string;
  kind: "product" | "category";
}

function choicesOf(suggestions: SearchSuggestions | undefined): Choice[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({
      key: product.id,
      href: `/products/${product.slug}`,
      kind: "product" as const,
    })),
    ...suggestions.categories.map((category) => ({
      key: category.id,
      href: `/shop?${new URLSearchParams({ category: category.slug })}`,
      kind: "category" as const,
    })),
  ];
}

export function HeaderSearch() {
  const id = useId();
  const listId = `${id}-suggestions`;
  const formId = `${id}-form`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const fetcher = useFetcher<SearchSuggestions>();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState("");
  const [opened, setOpened] = useState(false);
  const [listShown, setListShown] = useState(false);
  const [active, setActive] = useState(-1);

  const asked = text.trim().length >= shortestAsked;
  const suggestions = asked ? fetcher.data : undefined;
  const choices = choicesOf(suggestions);
  const expanded = listShown && asked && choices.length > 0;

  // Asked once typing pauses; the fetcher drops an answer overtaken by a newer question.
  const { load } = fetcher;
  useEffect(() => {
    const words = text.trim();
    if (words.length < shortestAsked) return;
    const timer = setTimeout(
      () => load(`/search-suggestions?${new URLSearchParams({ q: words })}`),
      typingPauseMs,
    );
    return () => clearTimeout(timer);
  }, [text, load]);

  // A new page closes the search; the text stays, as the shop's own search box shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address
  useEffect(() => {
    setOpened(false);
    setListShown(false);
    setActive(-1);
  }, [location.pathname, location.search]);

  // Text typed while this part's code was on its way is in the field, which hydration leaves as it is,
  // but not in the state: taken over, it is suggested for and searched as if typed now. Declared after
  // the effect above, which closes the list on mount too, so that its list stays open.
  useEffect(() => {
    const field = input.current;
    if (!field?.value) return;
    setText(field.value);
    if (document.activeElement === field) setListShown(true);
  }, []);

  function closeList() {
    setListShown(false);
    setActive(-1);
  }

  function choose(choice: Choice) {
    closeList();
    setOpened(false);
    navigate(choice.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (choices.length === 0) return;
      event.preventDefault();
      setListShown(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        if (!expanded || current < 0) return step === 1 ? 0 : choices.length - 1;
        return (current + step + choices.length) % choices.length;
      });
    } else if (event.key === "Enter" && expanded && active >= 0) {
      const choice = choices[active];
      if (choice) {
        event.preventDefault();
        choose(choice);
      }
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) closeList();
      else if (opened) {
        setOpened(false);
        toggle.current?.focus();
      } else setText("");
    }
  }

  const activeIndex = expanded && active < choices.length ? active : -1;
  let index = -1;

  return (
    <div className="flex items-center">
      <button
        ref={toggle}
        type="button"
        className="rounded-full p-2 xl:hidden"
        aria-label="Search"
        aria-expanded={opened}
        aria-controls={formId}
        onClick={() => {
          setOpened((open) => !open);
          // The field appears with this render; focus it once it is there.
          setTimeout(() => input.current?.focus(), 0);
        }}
      >
        {opened ? <CloseIcon /> : <SearchIcon />}
      </button>
      <Form
        id={formId}
        method="get"
        action="/shop"
        role="search"
        aria-label="Products"
        className={`${opened ? "block" : "hidden"} absolute inset-x-0 top-full bg-parchment px-4 py-3 text-espresso shadow-[0_8px_16px_rgba(31,23,18,0.12)] xl:relative xl:inset-auto xl:top-auto xl:mr-2 xl:block xl:bg-transparent xl:p-0 xl:shadow-none`}
        onSubmit={(event) => {
          if (text.trim() === "") {
            event.preventDefault();
            navigate("/shop");
          }
          closeList();
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeList();
        }}
      >
        <label htmlFor={`${id}-text`} className="sr-only">
          Search products
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone" />
          <input
            ref={input}
            id={`${id}-text`}
            type="search"
            name="q"
            value={text}
            maxLength={searchMaxLength}
            autoComplete="off"
            placeholder="Search the shop"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setListShown(true);
              setActive(-1);
            }}
            onFocus={() => setListShown(true)}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-full border border-sand bg-parchment pr-4 pl-9 text-sm text-espresso placeholder:text-stone focus:border-espresso xl:w-52"
          />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute inset-x-4 top-full mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-sand bg-parchment py-1 text-espresso shadow-lg xl:inset-x-auto xl:right-0 xl:w-96"
        >
          {suggestions?.products.map((product) => {
            index += 1;
            const at = index;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys (arrows, Enter)
              <div
                key={product.id}
                id={optionId(at)}
                role="option"
                aria-selected={at === activeIndex}
                tabIndex={-1}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${at === activeIndex ? "bg-linen" : "hover:bg-linen"}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(choices[at] as Choice)}
              >
                <ProductThumbnail src={product.image ?? undefined} className="h-12 w-10" />
                <span className="min-w-0 flex-1 truncate text-sm">{product.name}</span>
                <span className="shrink-0 text-sm font-semibold">{formatNaira(product.salePrice)}</span>
              </div>
            );
          })}
          {suggestions?.categories.map((category) => {
            index += 1;
            const at = index;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys (arrows, Enter)
              <div
                key={category.id}
                id={optionId(at)}
                role="option"
                aria-selected={at === activeIndex}
                tabIndex={-1}
                className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${at === activeIndex ? "bg-linen" : "hover:bg-linen"}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(choices[at] as Choice)}
              >
                <span>{category.name}</span>
                <span className="text-xs tracking-[0.12em] text-stone uppercase">Category</span>
              </div>
            );
          })}
        </div>
        <p role="status" className="sr-only">
          {listShown && asked && fetcher.state === "idle" && suggestions
            ? choices.length > 0
              ? `${choices.length} suggestions, use the arrow keys to choose one`
              : "No suggestions; press Enter to search the shop"
            : ""}
        </p>
      </Form>
    </div>
  );
}
