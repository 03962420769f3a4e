import { cartLineMaxQuantity, chooseSizeAndColourMessage } from "@oja/contracts/cart";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireFields } from "../../http/required-fields.ts";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import {
  addToCart,
  emptyCart,
  getCart,
  type KeptCarts,
  keptCartOf,
  removeCartLine,
  updateCartLine,
} from "./cart.service.ts";

const tags = ["Cart"];

const ownCart =
  "Only the signed-in shopper's own cart: 401 without a session, 403 for another user's id (nothing changes).";

export interface CartRoutesOptions extends ShopperRoutesOptions {
  carts: KeptCarts;
}

export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (api, { db, guard, carts }) => {
  const onRequest = guard.requireSameUser;

  api.route({
    ...routeOf(routes.cart.get, {
      tags,
      summary: "The shopper's cart: lines (flagged when no longer available), count, total and the quote",
      description: ownCart,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Your cart",
      data: await keptCartOf(carts, db, signedInUser(request).id),
    }),
  });

  api.route({
    ...routeOf(routes.cart.add, {
      tags,
      summary: "Add a product in a size and colour (the same size and colour adds to its line)",
      description:
        `${ownCart} \`quantity\` is a whole number from 1 to ${cartLineMaxQuantity} (default 1). ` +
        "400 for a size or colour the product is not made in, 404 for an unknown product, 409 when it " +
        "is sold out or the cart would hold more of it than the shop has.",
      security: signedInSecurity,
    }),
    onRequest,
    preValidation: requireFields(["size", "color"], chooseSizeAndColourMessage),
    handler: async (request, reply) => {
      const userId = signedInUser(request).id;
      const cart = await carts.writing(userId, () =>
        addToCart(db, userId, request.params.productId, request.body),
      );
      return reply.code(201).send({ status: 201, message: "Added to your cart.", data: cart });
    },
  });

  api.route({
    ...routeOf(routes.cart.updateLine, {
      tags,
      summary: "Change a line's quantity, and optionally its size and colour",
      description:
        `${ownCart} 404 for a line that is not in this cart; 409 when raising the quantity goes ` +
        "beyond the product's stock (lowering it is always allowed).",
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const userId = signedInUser(request).id;
      const cart = await carts.writing(userId, () =>
        updateCartLine(db, userId, request.params.itemId, request.body),
      );
      return { status: 200, message: "Your cart has been updated.", data: cart };
    },
  });

  api.route({
    ...routeOf(routes.cart.removeLine, {
      tags,
      summary: "Remove a line from the cart",
      description: `${ownCart} 404 for a line that is not in this cart.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const userId = signedInUser(request).id;
      const cart = await carts.writing(userId, () => removeCartLine(db, userId, request.params.itemId));
      return { status: 200, message: "Removed from your cart.", data: cart };
    },
  });

  api.route({
    ...routeOf(routes.cart.empty, {
      tags,
      summary: "Empty the cart",
      description: ownCart,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const userId = signedInUser(request).id;
      await carts.writing(userId, () => emptyCart(db, userId));
      return { status: 200, message: "Your cart is empty.", data: await getCart(db, userId) };
    },
  });
};
