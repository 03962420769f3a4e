import { Link } from "react-router";
import type { ContentSection } from "./content-document.tsx";

// The return policy (docs/product.md §9): 7 days from delivery, refund or exchange in 5-7 business days, sale,
// custom and personalised items only when defective.

export const returnPolicySections: ContentSection[] = [
  {
    id: "seven-days",
    heading: "Returns within 7 days",
    body: (
      <>
        <p>
          If a piece is not right for you, you may return it within <strong>7 days of delivery</strong>, or of
          collecting it from our showroom, for a refund or an exchange.
        </p>
        <p>
          It must come back unworn and unused, with its tags, dust bag and box, in the condition you received
          it. Please try shoes on indoors, on a clean floor: leather soles mark at the first step outside.
        </p>
      </>
    ),
  },
  {
    id: "items-we-cannot-take-back",
    heading: "Items we cannot take back",
    body: (
      <p>
        <strong>Sale items, custom and bespoke pieces, and anything personalised</strong> with initials or a
        monogram are made or priced for you alone, so they cannot be returned unless they are defective.
      </p>
    ),
  },
  {
    id: "how-to-return",
    heading: "How to return an item",
    body: (
      <ol>
        <li>
          Within 7 days of delivery, write to us through our <Link to="/contact">contact page</Link> or by
          e-mail, with your order number (it begins with OJ-) and the reason for the return.
        </li>
        <li>
          We reply within one working day with instructions. You may drop the piece at our Lekki showroom, or
          send it by courier; return delivery for a change of mind is at your cost.
        </li>
        <li>We inspect the piece when it reaches us and confirm that your return is accepted.</li>
      </ol>
    ),
  },
  {
    id: "refunds-and-exchanges",
    heading: "Refunds and exchanges",
    body: (
      <p>
        Once your return is accepted we complete your refund or exchange within{" "}
        <strong>5-7 business days</strong>. Refunds go back to the card you paid with. An exchange for another
        size or colour is sent out, or made ready for collection, as soon as the new piece is ready.
      </p>
    ),
  },
  {
    id: "faulty-or-wrong-items",
    heading: "Faulty or wrong items",
    body: (
      <p>
        If your order arrives damaged or is not what you ordered, tell us within 7 days: we collect it at our
        cost and replace or refund it, whatever the item. A manufacturing defect that shows itself later is
        covered by our 6-month free repair promise; see{" "}
        <Link to="/returns-repairs">Returns &amp; Repairs</Link>.
      </p>
    ),
  },
];
