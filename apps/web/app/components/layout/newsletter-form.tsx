import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";

interface NewsletterResult {
  ok: boolean;
  message?: string;
}

// Posts to the /newsletter action; a spinner shows while sending and the server's message on
// success. A failure is only logged there, as the product asks (docs/product.md §4, §8).
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterResult>();
  // The /newsletter page shows the form beside the footer's: the ids are each form's own.
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";
  const succeeded = fetcher.state === "idle" && fetcher.data?.ok === true;

  useEffect(() => {
    if (succeeded) form.current?.reset();
  }, [succeeded]);

  return (
    <fetcher.Form ref={form} method="post" action="/newsletter" className="mt-5 space-y-3">
      <div>
        <label htmlFor={`${id}-name`} className="sr-only">
          Your name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          autoComplete="name"
          placeholder="Your name"
          className="w-full rounded-full border border-parchment/30 bg-transparent px-5 py-3 text-sm placeholder:text-parchment/55 focus:border-brass focus:outline-none"
        />
      </div>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Email address"
          className="min-w-0 flex-1 rounded-full border border-parchment/30 bg-transparent px-5 py-3 text-sm placeholder:text-parchment/55 focus:border-brass focus:outline-none"
        />
        <button
          type="submit"
          disabled={sending}
          className="flex min-w-28 items-center justify-center rounded-full bg-brass px-5 py-3 text-sm font-semibold tracking-wide text-espresso transition-colors hover:bg-sand disabled:opacity-70"
        >
          {sending ? (
            <span
              role="status"
              aria-label="Subscribing"
              className="h-4 w-4 animate-spin rounded-full border-2 border-espresso border-t-transparent"
            />
          ) : (
            "Subscribe"
          )}
        </button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-sand">
        {succeeded ? fetcher.data?.message : null}
      </p>
    </fetcher.Form>
  );
}
