import { Link } from "react-router";
import type { ContentSection } from "./content-document.tsx";

// The terms and conditions' text. The effective date and the contact block come from settings.

export const termsSections: ContentSection[] = [
  {
    id: "about-these-terms",
    heading: "About these terms",
    body: (
      <p>
        These terms apply when you use the Oja Leather House website or buy from us. Oja Leather House is a
        maker of hand-made leather goods based in Lekki, Lagos. By placing an order you accept these terms, so
        please read them together with our <Link to="/privacy-policy">Privacy Policy</Link>,{" "}
        <Link to="/shipping-costs">Shipping Costs</Link> and <Link to="/return-policy">Return Policy</Link>.
      </p>
    ),
  },
  {
    id: "your-account",
    heading: "Your account",
    body: (
      <p>
        You need an account to keep a cart and a wishlist and to place an order. Keep your password to
        yourself: you are responsible for what is done with your account, and you should tell us straight away
        if you think someone else has used it. We may suspend an account that is used for fraud or abuse.
      </p>
    ),
  },
  {
    id: "our-products",
    heading: "Our products",
    body: (
      <p>
        Every piece is made by hand from natural leather, so small differences in grain, colour and stitching
        from one piece to the next are part of its character and not a defect. Photographs and on-screen
        colours are as close as we can make them; if you are unsure, visit the showroom or ask us for more
        pictures before you order.
      </p>
    ),
  },
  {
    id: "prices-and-payment",
    heading: "Prices and payment",
    body: (
      <p>
        Prices are in Nigerian naira. Any store-wide discount and VAT are shown in your order summary before
        you pay. Card payments are taken securely by Paystack, and your order is confirmed once we have
        verified your payment. If a price on the site is plainly wrong, we will contact you before we prepare
        your order, and you may cancel it for a full refund.
      </p>
    ),
  },
  {
    id: "delivery-and-pickup",
    heading: "Delivery and pickup",
    body: (
      <p>
        Orders are processed within 24 hours, Monday to Saturday. Delivery is not charged at checkout: we
        contact you to confirm its cost before we dispatch, as set out on our{" "}
        <Link to="/shipping-costs">Shipping Costs</Link> page. You may instead collect your order free of
        charge from our Lekki showroom. The goods become your responsibility once they are delivered or
        collected.
      </p>
    ),
  },
  {
    id: "returns-refunds-and-repairs",
    heading: "Returns, refunds and repairs",
    body: (
      <>
        <p>
          You may return most items within 7 days of delivery for a refund or an exchange, which we complete
          within 5-7 business days, as our <Link to="/return-policy">Return Policy</Link> explains. Sale,
          custom and personalised items cannot be returned unless they are defective.
        </p>
        <p>
          We repair manufacturing defects free of charge for 6 months from delivery; see{" "}
          <Link to="/returns-repairs">Returns &amp; Repairs</Link>.
        </p>
      </>
    ),
  },
  {
    id: "bespoke-orders",
    heading: "Bespoke orders",
    body: (
      <p>
        Bespoke work begins once we have agreed the design with you in writing and received a 50% deposit.
        Because a bespoke piece is made for you alone, the deposit cannot be refunded once your leather has
        been cut, and the finished piece cannot be returned unless it is defective.
      </p>
    ),
  },
  {
    id: "our-designs-and-content",
    heading: "Our designs and content",
    body: (
      <p>
        The Oja name and logo, our designs, photographs and the text of this website belong to Oja Leather
        House. You are welcome to share links to our pages, but you may not copy our content or designs for
        commercial use without our written permission.
      </p>
    ),
  },
  {
    id: "our-responsibility",
    heading: "Our responsibility to you",
    body: (
      <p>
        We take care to keep the shop available and accurate, but we cannot promise that it will always be
        uninterrupted or free of errors. Nothing in these terms limits your rights as a consumer under
        Nigerian law, including the Federal Competition and Consumer Protection Act 2018. Beyond those rights,
        our liability for an order is limited to the amount you paid for it.
      </p>
    ),
  },
  {
    id: "law-and-disputes",
    heading: "Law and disputes",
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria. If something goes wrong,
        please talk to us first: most problems are solved with a message or a visit to the showroom. Disputes
        we cannot settle together will be heard by the courts of Lagos State.
      </p>
    ),
  },
  {
    id: "changes",
    heading: "Changes to these terms",
    body: (
      <p>
        We may update these terms from time to time. The version that applies to your order is the one shown
        on this page when you placed it.
      </p>
    ),
  },
];
