import { userPathSchema, userProductPathSchema } from "@oja/contracts/api";
import { cartLineMaxQuantity, chooseSizeAndColourMessage } from "@oja/contracts/cart";
import {
  addToCartBodySchema,
  cartLinePathSchema,
  cartResponseSchema,
  updateCartItemBodySchema,
} from "@oja/contracts/cart-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireFields } from "../../http/required-fields.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { addToCart, emptyCart, getCart, removeCartLine, updateCartLine } from "./cart.service.ts";

const tags = ["Cart"];

const ownCart =
  "Only the signed-in shopper's own cart: 401 without a session, 403 for another user's id (nothing changes).";

export const cartRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (api, { db, guard }) => {
  const onRequest = guard.requireSameUser;

  api.get(
    "/users/:userId/cart",
    {
      onRequest,
      schema: {
        tags,
        summary: "The shopper's cart: lines (flagged when no longer available), count, total and the quote",
        description: ownCart,
        security: signedInSecurity,
        params: userPathSchema,
        response: { 200: cartResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Your cart",
      data: await getCart(db, signedInUser(request).id),
    }),
  );

  api.post(
    "/users/:userId/cart/items/:productId",
    {
      onRequest,
      preValidation: requireFields(["size", "color"], chooseSizeAndColourMessage),
      schema: {
        tags,
        summary: "Add a product in a size and colour (the same size and colour adds to its line)",
        description:
          `${ownCart} \`quantity\` is a whole number from 1 to ${cartLineMaxQuantity} (default 1). ` +
          "400 for a size or colour the product is not made in, 404 for an unknown product, 409 when it " +
          "is sold out or the cart would hold more of it than the shop has.",
        security: signedInSecurity,
        params: userProductPathSchema,
        body: addToCartBodySchema,
        response: { 201: cartResponseSchema },
      },
    },
    async (request, reply) => {
      const cart = await addToCart(db, signedInUser(request).id, request.params.productId, request.body);
      return reply.code(201).send({ status: 201, message: "Added to your cart.", data: cart });
    },
  );

  api.put(
    "/users/:userId/cart/items/:itemId",
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a line's quantity, and optionally its size and colour",
        description:
          `${ownCart} 404 for a line that is not in this cart; 409 when raising the quantity goes ` +
          "beyond the product's stock (lowering it is always allowed).",
        security: signedInSecurity,
        params: cartLinePathSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Your cart has been updated.",
      data: await updateCartLine(db, signedInUser(request).id, request.params.itemId, request.body),
    }),
  );

  api.delete(
    "/users/:userId/cart/items/:itemId",
    {
      onRequest,
      schema: {
        tags,
        summary: "Remove a line from the cart",
        description: `${ownCart} 404 for a line that is not in this cart.`,
        security: signedInSecurity,
        params: cartLinePathSchema,
        response: { 200: cartResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Removed from your cart.",
      data: await removeCartLine(db, signedInUser(request).id, request.params.itemId),
    }),
  );

  api.delete(
    "/users/:userId/cart",
    {
      onRequest,
      schema: {
        tags,
        summary: "Empty the cart",
        description: ownCart,
        security: signedInSecurity,
        params: userPathSchema,
        response: { 200: cartResponseSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await emptyCart(db, userId);
      return { status: 200, message: "Your cart is empty.", data: await getCart(db, userId) };
    },
  );
};
