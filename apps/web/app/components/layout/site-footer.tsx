import { coreServices, customerCare } from "../../lib/site.ts";
import { PageLink } from "../ui/page-link.tsx";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "../ui/social-icons.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

export interface SiteFooterProps {
  shopName: string;
  socialLinks: { facebook: string; youtube: string; instagram: string };
  year: number;
}

const linkClass = "text-sm text-parchment/75 transition-colors hover:text-parchment";

/** One titled column of the footer's links. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { title: string; url: string }[];
}) {
  return (
    <nav className="md:col-span-2" aria-labelledby={id}>
      <h2 id={id} className="text-xs font-semibold tracking-[0.2em] text-brass uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map((item) => (
          <li key={item.url}>
            <PageLink to={item.url} className={linkClass}>
              {item.title}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ shopName, socialLinks, year }: SiteFooterProps) {
  const socials = [
    { name: "Facebook", url: socialLinks.facebook, Icon: FacebookIcon },
    { name: "YouTube", url: socialLinks.youtube, Icon: YoutubeIcon },
    { name: "Instagram", url: socialLinks.instagram, Icon: InstagramIcon },
  ];
  return (
    <footer className="bg-espresso text-parchment">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-12 px-4 py-16 md:grid-cols-12 md:px-8">
        <section className="md:col-span-4" aria-labelledby="footer-story">
          <h2 id="footer-story" className="font-display text-3xl font-semibold">
            Made by hand in Lagos
          </h2>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-parchment/75">
            Every {shopName} piece is cut, stitched and burnished by our artisans in Lekki, from full-grain
            leather chosen hide by hide. We make fewer things, better, and we repair what we make.
          </p>
          <ul className="mt-6 flex gap-3">
            {socials.map(({ name, url, Icon }) => (
              <li key={name}>
                <a
                  href={url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${shopName} on ${name}`}
                  className="flex h-10 w-10 items-center justify-center rounded-full border border-parchment/30 transition-colors hover:border-brass hover:text-brass"
                >
                  <Icon width={18} height={18} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <FooterLinks id="footer-services" title="Our Services" links={coreServices} />

        <FooterLinks id="footer-care" title="Customer Care" links={customerCare} />

        <section className="md:col-span-4" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-xs font-semibold tracking-[0.2em] text-brass uppercase">
            Newsletter
          </h2>
          <p className="mt-4 text-sm text-parchment/75">
            New pieces, workshop stories and private sale invitations, a few times a season.
          </p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-parchment/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-parchment/65 md:flex-row md:justify-between md:px-8">
          <p>
            © {year} {shopName}. All rights reserved.
          </p>
          <p>Designed and developed by the Oja engineering team.</p>
        </div>
      </div>
    </footer>
  );
}
