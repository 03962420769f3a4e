import type { ContentSection } from "./content-document.tsx";

// The privacy policy's text. The effective date and the contact block come from settings.

export const privacyPolicySections: ContentSection[] = [
  {
    id: "who-we-are",
    heading: "Who we are",
    body: (
      <>
        <p>
          Oja Leather House (“Oja”, “we”, “us”) makes and sells hand-made leather goods from our workshop and
          showroom in Lekki, Lagos. This policy explains what personal information we collect when you visit
          our website, shop with us, write to us or subscribe to our newsletter; why we collect it; and the
          choices you have.
        </p>
        <p>We handle personal information in line with the Nigeria Data Protection Act 2023.</p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    heading: "Information we collect",
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address, preferred language, the referral code
          we give you, and your password, which we store only as a one-way hash that nobody can read back.
        </li>
        <li>
          <strong>Delivery details:</strong> the names, phone numbers and addresses you save for delivery.
        </li>
        <li>
          <strong>Orders and payments:</strong> what you bought, order totals, and payment references and
          statuses. Card payments are handled by our payment provider, Paystack; we never see or store your
          card number.
        </li>
        <li>
          <strong>Messages:</strong> what you send through our contact form (name, phone number, e-mail,
          subject and message) and any e-mail you send us.
        </li>
        <li>
          <strong>Newsletter:</strong> your name and e-mail address, if you subscribe.
        </li>
        <li>
          <strong>Technical information:</strong> your IP address, browser type and the pages you request,
          kept in our server logs to keep the shop secure and working.
        </li>
      </ul>
    ),
  },
  {
    id: "how-we-use-it",
    heading: "How we use it",
    body: (
      <>
        <ul>
          <li>To create and run your account, including the one-time codes that confirm your e-mail.</li>
          <li>
            To prepare, deliver and support your orders, and to call you about the delivery cost where it
            depends on your address.
          </li>
          <li>To answer your messages and arrange repairs, returns, fittings and bespoke commissions.</li>
          <li>To send our newsletter, only if you asked for it.</li>
          <li>To prevent fraud and abuse, for example by limiting repeated sign-in attempts.</li>
          <li>To meet our legal duties, such as keeping tax and accounting records.</li>
        </ul>
        <p>We do not sell your personal information, and we make no automated decisions about you with it.</p>
      </>
    ),
  },
  {
    id: "cookies",
    heading: "Cookies",
    body: (
      <p>
        We use only the cookies the shop needs to work. <strong>ocToken</strong> and{" "}
        <strong>ocRefreshToken</strong> keep you signed in and cannot be read by scripts on the page;{" "}
        <strong>ocUser</strong> holds your name for the account menu. They last until you sign out or close
        your browser. We use no advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: "who-we-share-it-with",
    heading: "Who we share it with",
    body: (
      <>
        <ul>
          <li>Paystack, to take card payments.</li>
          <li>Our delivery partners, who receive the recipient’s name, phone number and address.</li>
          <li>Our e-mail provider, to send account codes, order updates and the newsletter.</li>
          <li>Public authorities, where the law requires it.</li>
        </ul>
        <p>Each of them may use your information only to provide their service to us.</p>
      </>
    ),
  },
  {
    id: "how-long-we-keep-it",
    heading: "How long we keep it",
    body: (
      <p>
        We keep your account details while your account is open. Order and payment records are kept for six
        years for our tax and accounting records. Contact messages are kept for two years, and newsletter
        details until you unsubscribe.
      </p>
    ),
  },
  {
    id: "your-rights",
    heading: "Your rights",
    body: (
      <>
        <p>
          You may ask us for a copy of the personal information we hold about you, ask us to correct or delete
          it, object to how we use it, or withdraw your consent to the newsletter at any time. Write to us
          using the details below and we will reply within 30 days.
        </p>
        <p>
          If you are not satisfied with our answer, you may complain to the Nigeria Data Protection
          Commission.
        </p>
      </>
    ),
  },
  {
    id: "security",
    heading: "Security",
    body: (
      <p>
        Passwords are hashed, pages travel over encrypted connections, and only the staff who need customer
        information can see it. No system is perfectly secure: if a breach ever affects your information, we
        will tell you and the Commission as the law requires.
      </p>
    ),
  },
  {
    id: "children",
    heading: "Children",
    body: (
      <p>
        Our shop is meant for adults. We do not knowingly collect information from anyone under 18; a parent
        or guardian who believes we have can ask us to delete it.
      </p>
    ),
  },
  {
    id: "changes",
    heading: "Changes to this policy",
    body: (
      <p>
        We may update this policy as our shop changes. The effective date at the top of this page shows when
        it last changed, and we will e-mail account holders about any important change.
      </p>
    ),
  },
];
