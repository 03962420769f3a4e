import type { Office } from "@oja/contracts/content";
import { Link } from "react-router";
import { OfficeDetails } from "./office-details.tsx";

/** The contact block that closes the legal pages, from the settings' first office (docs/product.md §2). */
export function PolicyContact({ office, about }: { office: Office | undefined; about: string }) {
  return (
    <section
      id="contact-us"
      aria-labelledby="contact-us-heading"
      className="scroll-mt-28 rounded-sm bg-espresso p-8 text-parchment md:p-10"
    >
      <h2 id="contact-us-heading" className="font-display text-3xl font-semibold">
        Contact us
      </h2>
      <p className="mt-3 max-w-xl text-parchment/80">
        Questions about {about}? Write, call or visit us, or send a message through our{" "}
        <Link to="/contact" className="text-sand underline underline-offset-4 hover:text-parchment">
          contact page
        </Link>
        .
      </p>
      {office ? (
        <div className="mt-8">
          <OfficeDetails office={office} tone="dark" />
        </div>
      ) : null}
    </section>
  );
}
