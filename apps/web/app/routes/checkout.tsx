import { randomUUID } from "node:crypto";
import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { changeAddresses, loadAddresses } from "../features/addresses/addresses.server.ts";
import { RecipientPicker } from "../features/addresses/recipient-picker.tsx";
import { loadCart } from "../features/cart/cart.server.ts";
import { CartReview } from "../features/cart/cart-review.tsx";
import { useCart } from "../features/cart/cart-viewer.tsx";
import { orderPlaced, placeOrder } from "../features/checkout/checkout.server.ts";
import { DeliveryChoice } from "../features/checkout/delivery-choice.tsx";
import { checkoutIntents } from "../features/checkout/order-placing.ts";
import { type CheckoutPromo, PromoField, promoParam } from "../features/checkout/promo-field.tsx";
import { loadSettings } from "../features/content/settings.server.ts";
import { startPayment } from "../features/payments/payment-start.server.ts";
import { previewPromo } from "../features/payments/promo.server.ts";
import { postedIntent } from "../lib/form-intents.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { postedForm } from "../lib/posted-form.server.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import type { Route } from "./+types/checkout";

/** The promo code in the address, checked against the cart as it is now (nothing is counted). */
async function checkPromo(page: Route.LoaderArgs): Promise<CheckoutPromo> {
  const code = new URL(page.request.url).searchParams.get(promoParam)?.trim();
  if (!code) return null;
  const checked = await previewPromo(page, code);
  return checked.ok
    ? { code, applied: checked.value, refusal: null }
    : { code, applied: null, refusal: checked.message };
}

/**
 * docs/product.md §2: checkout is for signed-in shoppers (a visitor signs in and comes back here), and its extra
 * guard sends a shopper with an empty cart to the home page. Each visit gets its own order key. A
 * changed cart reloads the page's data, so the promo code is checked again on the new cart.
 */
export async function loader(page: Route.LoaderArgs) {
  await requireSignedIn(page);
  const [cart, addresses, settings] = await Promise.all([
    loadCart(page),
    loadAddresses(page),
    loadSettings(page),
  ]);
  if (!cart || cart.items.length === 0) throw redirect("/");
  return {
    addresses,
    showroom: settings.officeLocations[0] ?? null,
    orderKey: randomUUID(),
    promo: await checkPromo(page),
  };
}

/**
 * Place Order, then the payment starts (docs/product.md §4 Payment flow); or a new delivery address saved from the
 * checkout (the Address Manager's add-address).
 */
export async function action(page: Route.ActionArgs) {
  const form = await postedForm(page.request);
  const intent = postedIntent(form, checkoutIntents);
  if (intent !== checkoutIntents.placeOrder) return changeAddresses(page, form);
  // The promo code goes on the order as it is placed; payment starts for the order's total.
  const placed = await placeOrder(page, form);
  if ("refused" in placed) return placed.refused;
  return orderPlaced(page, placed.order, await startPayment(page, placed.order));
}

/** Once the order is placed the cart is empty: the page leaves for the order rather than reload. */
export function shouldRevalidate({
  formData,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = postedIntent(formData, checkoutIntents);
  if (intent === checkoutIntents.placeOrder && actionResult?.ok) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Checkout",
    description: "Review your cart, choose delivery or showroom pickup and place your order.",
    path: "/checkout",
    publicUrl: publicUrlOf(matches),
  });

const flaggedLineMessage =
  "A line of your cart cannot be ordered as it is. Change it in your cart, then place your order.";

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, showroom, orderKey, promo } = loaderData;
  const { cart } = useCart();
  const flagged = cart?.items.some((item) => item.problem !== null) ?? false;
  return (
    <>
      <PageBanner title="Checkout" crumbs={[{ label: "Home", to: "/" }, { label: "Checkout" }]} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-14 lg:py-14">
        <CartReview figures={promo?.applied ?? null}>
          <PromoField promo={promo} />
        </CartReview>
        <DeliveryChoice
          showroom={showroom}
          orderKey={orderKey}
          promoCode={promo?.applied?.code ?? null}
          // A page sent without scripts shows the refusal of its Place Order here.
          posted={actionData && "ok" in actionData && !actionData.ok ? actionData.message : null}
          defaultRecipient={addresses.find((address) => address.isDefault)?.id ?? null}
          cartProblem={flagged ? flaggedLineMessage : null}
          recipients={(chosenId, choose, formId) => (
            <RecipientPicker addresses={addresses} chosenId={chosenId} onChoose={choose} formId={formId} />
          )}
        />
      </div>
    </>
  );
}
