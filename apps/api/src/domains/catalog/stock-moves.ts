import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Database, runTogether, type Statement, textsByShape } from "../../db/client.ts";
import { products, productVariants } from "./catalog.schema.ts";

// Stock taken by orders and given back by cancellations (docs/architecture.md §5,
// docs/decisions/029-variants.md). Stock lives in the variant rows; the product row's stock follows by
// a trigger and its units sold are counted here. Every transaction takes its rows in one order: each
// product's row (by product id) and then its variants', so two transactions over the same products wait
// for each other instead of deadlocking (only the holder of a product's row moves its variants' stock).

/** Units of one size × colour of a product that an order takes or gives back. */
export interface StockMove {
  productId: string;
  /** Null on a line of an order made before variants: its size and colour name the variant. */
  variantId: string | null;
  size: string;
  colour: string;
  quantity: number;
}

interface ProductMoves<Move extends StockMove> {
  productId: string;
  /** All the product's units the moves take or give back. */
  quantity: number;
  moves: Move[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The moves grouped by product in lock order, the moves of one variant summed into one. */
function inLockOrder<Move extends StockMove>(moves: readonly Move[]): ProductMoves<Move>[] {
  const byProduct = new Map<string, Map<string, Move>>();
  for (const move of moves) {
    const variants = byProduct.get(move.productId) ?? new Map<string, Move>();
    const key = move.variantId ?? `${move.size}\u0000${move.colour}`;
    const same = variants.get(key);
    variants.set(key, same ? { ...same, quantity: same.quantity + move.quantity } : move);
    byProduct.set(move.productId, variants);
  }
  return [...byProduct]
    .sort(([a], [b]) => byText(a, b))
    .map(([productId, variants]) => {
      const sorted = [...variants.values()].sort((a, b) => byText(a.variantId ?? "", b.variantId ?? ""));
      return { productId, quantity: sorted.reduce((sum, move) => sum + move.quantity, 0), moves: sorted };
    });
}

/** The variant a move names: by its id, or by its product, size and colour for an older line. */
function variantOf(move: StockMove): SQL | undefined {
  return move.variantId
    ? and(eq(productVariants.id, move.variantId), eq(productVariants.productId, move.productId))
    : and(
        eq(productVariants.productId, move.productId),
        eq(productVariants.size, move.size),
        eq(productVariants.colour, move.colour),
      );
}

/**
 * Takes the units of an order's lines inside its transaction, in two statements sent together: the
 * products' rows locked in product-id order, then one statement counting their units sold and taking
 * each variant's pieces by an update conditioned on enough of its stock, so two orders can never both
 * take the last piece of a size and two orders of the same products never wait for each other crosswise
 * (docs/decisions/044-the-checkout-on-the-shortest-path.md, 060-the-products-locked-first.md). Answers
 * the first move, in that order, that could not be taken (the statement failed and the caller rolls the
 * transaction back, so nothing is taken), or undefined when all were. With `commit`, the statement is the
 * last of the outermost transaction and commits it as it succeeds, so the rows every shopper wants are
 * held for no round trip (docs/decisions/049-the-stock-statement-commits.md). `before`: the transaction's
 * writes that come just before it, sent in the same round trip
 * (docs/decisions/055-statements-sent-together.md).
 */
export async function takeStock<Move extends StockMove & { variantId: string }>(
  tx: Database,
  moves: readonly Move[],
  options: { commit: boolean; before?: readonly Statement<unknown>[] } = { commit: false },
): Promise<Move | undefined> {
  const before = options.before ?? [];
  const ordered = inLockOrder(moves);
  if (ordered.length === 0) {
    if (before.length > 0) await runTogether(tx, before, { commit: options.commit });
    return undefined;
  }
  const moveCount = ordered.reduce((count, product) => count + product.moves.length, 0);
  const values: Record<string, unknown> = {};
  ordered.forEach((product, index) => {
    values[`product${index}`] = product.productId;
    values[`wanted${index}`] = product.quantity;
  });
  ordered
    .flatMap((product) => product.moves)
    .forEach((move, index) => {
      values[`variant${index}`] = move.variantId;
      values[`variantProduct${index}`] = move.productId;
      values[`quantity${index}`] = move.quantity;
    });
  const shape = [ordered.length, moveCount] as const;
  const lock = lockProductsText(...shape).with(values, () => undefined);
  const stock = takeStockText(...shape).with(values, ([row]) => row?.moved as Moved | undefined);
  let moved: Moved;
  try {
    const answers = await runTogether(tx, [...before, lock, stock], { commit: options.commit });
    const answer = answers.at(-1) as Moved | undefined;
    if (!answer) throw new Error("the stock statement answered no row");
    moved = answer;
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused) throw error;
    moved = refused;
  }
  const sold = new Set(moved.sold);
  const taken = new Set(moved.taken);
  for (const product of ordered) {
    if (!sold.has(product.productId)) return product.moves[0];
    const short = product.moves.find((move) => !taken.has(move.variantId));
    if (short) return short;
  }
  return undefined;
}

/** The two lists both statements of a stock move begin with: `wanted` by product, `moves` by variant. */
function moveLists(productCount: number, moveCount: number) {
  const wanted = sql.join(
    Array.from(
      { length: productCount },
      (_, index) =>
        sql`(${sql.placeholder(`product${index}`)}::uuid, ${sql.placeholder(`wanted${index}`)}::integer)`,
    ),
    sql`, `,
  );
  const moves = sql.join(
    Array.from(
      { length: moveCount },
      (_, index) =>
        sql`(${sql.placeholder(`variant${index}`)}::uuid, ${sql.placeholder(`variantProduct${index}`)}::uuid, ${sql.placeholder(`quantity${index}`)}::integer)`,
    ),
    sql`, `,
  );
  return sql`with
    wanted (product_id, quantity) as (values ${wanted}),
    moves (variant_id, product_id, quantity) as (values ${moves})`;
}

/** True for a product none of whose moves lacks pieces, as the statement's snapshot shows its variants. */
const noMoveShort = sql`not exists (
  select from moves inner join ${productVariants} on ${productVariants.id} = moves.variant_id
  where moves.product_id = ${products.id} and ${productVariants.stock} < moves.quantity)`;

/**
 * The lock statement, sent just before the stock statement: each product's row in product-id order,
 * unless its variants already lack the pieces as its snapshot shows them. Once a size sells out, the
 * orders still coming for it are refused without queueing for its product's row. Alone, so a shopper
 * who waited for the row rechecks it with this small statement; the stock statement after it then
 * starts from a snapshot in which the rows it moves are the ones it holds, and has nothing to recheck.
 */
const lockProductsText = textsByShape(
  (productCount: number, moveCount: number) => sql`${moveLists(productCount, moveCount)}
    select ${products.id} from ${products}
    where ${products.id} in (select product_id from wanted) and ${noMoveShort}
    order by ${products.id} for no key update`,
);

/**
 * The stock statement for so many products and moves, its values named `product0`, `wanted0`… and
 * `variant0`, `variantProduct0`, `quantity0`…. Each product's row, held since the lock statement, counts
 * its units sold; a product that statement did not hold is taken now only if no one else holds it, so
 * this statement never waits and no lock is taken out of order. The variants' stock moves only once every
 * product was counted (a count reads the whole of "sold"). The conditional update of the variants stays
 * the guard; when anything was left untaken, the statement fails, so a COMMIT sent with it never runs.
 */
const takeStockText = textsByShape(
  (productCount: number, moveCount: number) => sql`${moveLists(productCount, moveCount)},
    sold as (
      update ${products}
      set units_sold = ${products.unitsSold} + wanted.quantity, updated_at = now()
      from wanted
      where ${products.id} = wanted.product_id and ${products.id} in (
        select ${products.id} from ${products}
        where ${products.id} in (select product_id from wanted) and ${noMoveShort}
        order by ${products.id} for no key update skip locked)
      returning ${products.id}
    ),
    taken as (
      update ${productVariants}
      set stock = ${productVariants.stock} - moves.quantity, updated_at = now()
      from moves
      where ${productVariants.id} = moves.variant_id and ${productVariants.productId} = moves.product_id
        and ${productVariants.stock} >= moves.quantity
        and (select count(*) from sold) = ${productCount}
      returning ${productVariants.id}
    ),
    answer as (
      select json_build_object(
        'sold', (select coalesce(json_agg(id), '[]') from sold),
        'taken', (select coalesce(json_agg(id), '[]') from taken)) as moved
    )
    select case when (select count(*) from sold) = ${productCount} and (select count(*) from taken) = ${moveCount}
      then answer.moved else refuse_short_stock(answer.moved) end as moved
    from answer`,
);

/** The products and variants a stock statement moved: all of them, or what it had when it refused. */
interface Moved {
  sold: string[];
  taken: string[];
}

/** The refusal raised by `refuse_short_stock` (migration 0026), as either driver reports it, possibly wrapped by Drizzle. */
function refusalOf(error: unknown): Moved | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, detail } = current as { code?: unknown; detail?: unknown };
    if (code === "P0001" && current.message === "stock short" && typeof detail === "string") {
      return JSON.parse(detail) as Moved;
    }
  }
  return undefined;
}

/**
 * Puts back the units of cancelled orders' lines, in the same order as they are taken. A product the
 * shop has since removed is skipped, and so is the stock of a variant it no longer has (its units sold
 * still go down: the sale is undone).
 */
export async function returnStock(tx: Database, moves: readonly StockMove[]): Promise<void> {
  for (const product of inLockOrder(moves)) {
    const [held] = await tx
      .update(products)
      .set({
        unitsSold: sql`greatest(${products.unitsSold} - ${product.quantity}, 0)`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, product.productId))
      .returning({ id: products.id });
    if (!held) continue;
    for (const move of product.moves) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${move.quantity}`, updatedAt: sql`now()` })
        .where(variantOf(move));
    }
  }
}
