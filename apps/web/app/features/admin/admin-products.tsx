import type { ProductStatus } from "@oja/contracts/catalog";
import { productStatuses } from "@oja/contracts/catalog";
import { formatNaira } from "@oja/contracts/money";
import { categorySlug, productCategories } from "@oja/contracts/shop";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { ProductThumbnail } from "../../components/ui/product-image.tsx";
import { ListFilter, ListSearch, NothingFound } from "./admin-list-parts.tsx";
import type { AdminProducts } from "./admin-products.server.ts";
import { listHref } from "./admin-query.ts";

// The admin area's products (docs/architecture.md §8): every product whatever its status, by a search of the name or
// slug, by category and by status, in pages; each opens its own page where it is changed.

// Dark text on light fills, at least 4.5:1, with the status in words.
const statusTones: Record<ProductStatus, string> = {
  ACTIVE: "bg-[#dcebdc] text-[#1f4d29]",
  DRAFT: "bg-[#f6e7c1] text-[#6b4a00]",
  ARCHIVED: "bg-[#e6e1dc] text-[#4a403a]",
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide uppercase ${statusTones[status]}`}
    >
      {status}
    </span>
  );
}

export function AdminProductList({ view }: { view: AdminProducts }) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Products</h1>
        <Link to="/admin/products/new" className={buttonClass({ size: "sm" })}>
          Add Product
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        aria-label="Find products"
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem_auto] sm:items-end"
      >
        <div>
          <ListSearch label="Name or slug" value={view.search} />
        </div>
        <div>
          <ListFilter
            label="Category"
            name="category"
            value={view.category}
            everything="All categories"
            options={productCategories.map((name) => ({ value: categorySlug(name), label: name }))}
          />
        </div>
        <div>
          <ListFilter
            label="Status"
            name="status"
            value={view.status}
            everything="Any status"
            options={productStatuses.map((status) => ({ value: status, label: status }))}
          />
        </div>
        <Button type="submit" tone="secondary" size="sm">
          Search
        </Button>
      </Form>
      {view.products.length === 0 ? (
        <NothingFound>No products found</NothingFound>
      ) : (
        <div className="overflow-hidden rounded-lg border border-sand bg-parchment">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Products, page {view.pagination.page} of {view.pagination.totalPages}
            </caption>
            <thead className="border-b border-sand text-xs tracking-wide text-stone uppercase">
              <tr>
                <th scope="col" className="w-16 px-4 py-3">
                  <span className="sr-only">Photo</span>
                </th>
                <th scope="col" className="px-2 py-3">
                  Product
                </th>
                <th scope="col" className="px-2 py-3 text-right">
                  Price
                </th>
                <th scope="col" className="hidden px-2 py-3 text-right sm:table-cell">
                  Stock
                </th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand">
              {view.products.map((product) => (
                <tr key={product.id} className="hover:bg-linen">
                  <td className="px-4 py-2 align-top">
                    <ProductThumbnail src={product.images[0]} className="h-15 w-12" />
                  </td>
                  <td className="min-w-0 px-2 py-2 align-top">
                    <Link
                      to={`/admin/products/${product.id}`}
                      className="font-semibold break-words hover:underline"
                    >
                      {product.name}
                    </Link>
                    <span className="block text-stone">{product.category.name}</span>
                    <span className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
                      <ProductStatusBadge status={product.status} />
                      <span className="text-stone">{product.stock} in stock</span>
                    </span>
                  </td>
                  <td className="px-2 py-2 text-right align-top font-semibold whitespace-nowrap tabular-nums">
                    {formatNaira(product.price)}
                  </td>
                  <td className="hidden px-2 py-2 text-right align-top tabular-nums sm:table-cell">
                    {product.stock}
                  </td>
                  <td className="hidden px-4 py-2 align-top sm:table-cell">
                    <ProductStatusBadge status={product.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        label="Product pages"
        page={view.pagination.page}
        totalPages={view.pagination.totalPages}
        hrefOf={(page) =>
          listHref(
            "/admin/products",
            { search: view.search, category: view.category, status: view.status },
            page,
          )
        }
      />
    </div>
  );
}
