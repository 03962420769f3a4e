import type { Order } from "@oja/contracts/orders";
import { Link } from "react-router";

// On a delivered or collected order, a way to review each of its products (docs/decisions/035-reviews-by-buyers.md):
// a link to the product page's review form, which says there whether one is written already.

const receivedStatuses: readonly string[] = ["DELIVERED", "COLLECTED"];

export function ReviewLinks({ order }: { order: Order }) {
  if (!receivedStatuses.includes(order.status)) return null;
  const products = [...new Map(order.items.map((item) => [item.product.id, item.product])).values()];
  return (
    <section aria-labelledby="track-reviews" className="space-y-3">
      <h3 id="track-reviews" className="font-display text-xl font-semibold">
        Your reviews
      </h3>
      <ul className="space-y-2 text-sm">
        {products.map((product) => (
          <li key={product.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <span className="min-w-0 font-medium">{product.name}</span>
            <Link
              to={`/products/${product.slug}#write-review`}
              className="font-semibold text-cognac-dark underline underline-offset-4 hover:text-espresso"
            >
              Write a review<span className="sr-only"> of {product.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
