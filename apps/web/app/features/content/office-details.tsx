import type { Office } from "@oja/contracts/content";

/** A dialable link for a number written for people, e.g. "+234 803 555 0142" → "tel:+2348035550142". */
export function telephoneHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, "")}`;
}

/** An office's address, phone and e-mail, as on the Contact page and under the policies. */
export function OfficeDetails({ office, tone = "light" }: { office: Office; tone?: "light" | "dark" }) {
  const label = tone === "dark" ? "text-brass" : "text-cognac";
  const link =
    tone === "dark"
      ? "text-parchment underline-offset-4 hover:text-sand hover:underline"
      : "text-espresso underline-offset-4 hover:text-cognac hover:underline";
  return (
    <address className="not-italic">
      <dl className="space-y-5">
        <div>
          <dt className={`text-xs font-semibold tracking-[0.2em] uppercase ${label}`}>Address</dt>
          <dd className="mt-1 leading-relaxed">
            {office.name}
            <br />
            {office.address1}
            <br />
            {office.city === office.state ? office.city : `${office.city}, ${office.state}`}, {office.country}
          </dd>
        </div>
        <div>
          <dt className={`text-xs font-semibold tracking-[0.2em] uppercase ${label}`}>Phone</dt>
          <dd className="mt-1">
            <a href={telephoneHref(office.phoneNumber)} className={link}>
              {office.phoneNumber}
            </a>
          </dd>
        </div>
        <div>
          <dt className={`text-xs font-semibold tracking-[0.2em] uppercase ${label}`}>Email</dt>
          <dd className="mt-1">
            <a href={`mailto:${office.email}`} className={link}>
              {office.email}
            </a>
          </dd>
        </div>
      </dl>
    </address>
  );
}
