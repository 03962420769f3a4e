import { userPathSchema, userProductPathSchema } from "@oja/contracts/api";
import { wishlistCheckResponseSchema, wishlistResponseSchema } from "@oja/contracts/wishlist";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { addToWishlist, getWishlist, isInWishlist, removeFromWishlist } from "./wishlist.service.ts";

const tags = ["Wishlist"];

const ownWishlist =
  "Only the signed-in shopper's own wishlist: 401 without a session, 403 for another user's id (nothing changes).";

export const wishlistRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (api, { db, guard }) => {
  const onRequest = guard.requireSameUser;

  api.get(
    "/users/:userId/wishlist",
    {
      onRequest,
      schema: {
        tags,
        summary: "The shopper's wishlist, newest first, with its count",
        description: ownWishlist,
        security: signedInSecurity,
        params: userPathSchema,
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Your wishlist",
      data: await getWishlist(db, signedInUser(request).id),
    }),
  );

  api.post(
    "/users/:userId/wishlist/:productId",
    {
      onRequest,
      schema: {
        tags,
        summary: "Keep a product on the wishlist: 201 when added, 200 when it was there already",
        description: `${ownWishlist} 404 for an unknown product.`,
        security: signedInSecurity,
        params: userProductPathSchema,
        response: { 200: wishlistResponseSchema, 201: wishlistResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const added = await addToWishlist(db, userId, request.params.productId);
      const data = await getWishlist(db, userId);
      return added
        ? reply.code(201).send({ status: 201, message: "Added to your wishlist.", data })
        : reply.code(200).send({ status: 200, message: "It is already on your wishlist.", data });
    },
  );

  api.delete(
    "/users/:userId/wishlist/:productId",
    {
      onRequest,
      schema: {
        tags,
        summary: "Take a product off the wishlist (a product that was not on it is answered alike)",
        description: ownWishlist,
        security: signedInSecurity,
        params: userProductPathSchema,
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const removed = await removeFromWishlist(db, userId, request.params.productId);
      return {
        status: 200,
        message: removed ? "Removed from your wishlist." : "It was not on your wishlist.",
        data: await getWishlist(db, userId),
      };
    },
  );

  api.get(
    "/users/:userId/wishlist/:productId/check",
    {
      onRequest,
      schema: {
        tags,
        summary: "Whether a product is on the wishlist: `data.isIn`",
        description: ownWishlist,
        security: signedInSecurity,
        params: userProductPathSchema,
        response: { 200: wishlistCheckResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Wishlist check",
      data: { isIn: await isInWishlist(db, signedInUser(request).id, request.params.productId) },
    }),
  );
};
