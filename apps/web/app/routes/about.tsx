import { heroImageWidths, imageSrcSet, imageVariant } from "@oja/contracts/images";
import { Link } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { RichText } from "../components/ui/rich-text.tsx";
import { mission, vision } from "../features/content/about-copy.ts";
import { Eyebrow } from "../features/content/content-document.tsx";
import { loadSettings } from "../features/content/settings.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/about";

export const handle = sharedPage;

export async function loader(page: Route.LoaderArgs) {
  const settings = await loadSettings(page);
  return { ceoWelcomeMessage: settings.ceoWelcomeMessage, about: settings.about };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About Us",
    description:
      "The story of Oja Leather House: hand-made leather shoes, sandals and bags from our Lagos workshop.",
    path: "/about",
    publicUrl: publicUrlOf(matches),
  });

const workshopImage = "/uploads/hero/classic-1920.webp";

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="About Us" crumbs={[{ label: "Home", to: "/" }, { label: "About Us" }]}>
        Hand-made leather goods from our workshop in Lekki, Lagos.
      </PageBanner>

      <section
        aria-labelledby="welcome-heading"
        className="mx-auto grid max-w-7xl items-start gap-12 px-4 py-16 md:px-8 md:py-24 lg:grid-cols-12"
      >
        <div className="lg:col-span-5">
          <img
            src={imageVariant(workshopImage, 1280)}
            srcSet={imageSrcSet(workshopImage, heroImageWidths)}
            sizes="(min-width: 1024px) 38vw, 92vw"
            alt="A Chelsea boot, an oxford and a loafer, made in the Oja workshop in Lekki"
            width={1920}
            height={1080}
            // The page's largest paint on a phone: React preloads it from the head, and first.
            fetchPriority="high"
            className="aspect-[4/3] h-auto w-full rounded-sm bg-espresso object-cover object-right"
          />
        </div>
        <div className="lg:col-span-7">
          <Eyebrow>A welcome from our founder</Eyebrow>
          <h2 id="welcome-heading" className="mt-3 mb-6 font-display text-4xl font-semibold md:text-5xl">
            Welcome to Oja
          </h2>
          <RichText html={loaderData.ceoWelcomeMessage} className="text-lg text-espresso/85" />
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-linen">
        <div className="mx-auto max-w-4xl px-4 py-16 md:px-8 md:py-24">
          <Eyebrow>Our promise</Eyebrow>
          <h2 id="why-heading" className="mt-3 mb-6 font-display text-4xl font-semibold md:text-5xl">
            Why Choose Us
          </h2>
          <RichText
            html={loaderData.about}
            className="text-espresso/85 [&_li]:pl-1 [&_li::marker]:text-cognac [&_ul]:space-y-3"
          />
        </div>
      </section>

      <section aria-label="Our mission and vision" className="bg-espresso text-parchment">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 md:grid-cols-2 md:px-8 md:py-24">
          <div>
            <Eyebrow tone="brass">What we do</Eyebrow>
            <h2 className="mt-3 font-display text-4xl font-semibold">Our Mission</h2>
            <p className="mt-5 text-lg leading-relaxed text-parchment/85">{mission}</p>
          </div>
          <div>
            <Eyebrow tone="brass">Where we are going</Eyebrow>
            <h2 className="mt-3 font-display text-4xl font-semibold">Our Vision</h2>
            <p className="mt-5 text-lg leading-relaxed text-parchment/85">{vision}</p>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 text-center md:px-8 md:py-20">
        <h2 className="font-display text-3xl font-semibold md:text-4xl">See how we work</h2>
        <p className="mx-auto mt-4 max-w-xl text-espresso/85">
          Read how a piece is made from hide to heel, or come and learn at our benches.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/craftsmanship" className={buttonClass()}>
            Our craftsmanship
          </Link>
          <Link to="/trainings" className={buttonClass({ tone: "secondary" })}>
            Trainings
          </Link>
        </div>
      </section>
    </>
  );
}
