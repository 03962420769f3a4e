import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import {
  addToWishlist,
  isInWishlist,
  type KeptWishlists,
  keptWishlist,
  removeFromWishlist,
} from "./wishlist.service.ts";

const tags = ["Wishlist"];

const ownWishlist =
  "Only the signed-in shopper's own wishlist: 401 without a session, 403 for another user's id (nothing changes).";

export interface WishlistRoutesOptions extends ShopperRoutesOptions {
  wishlists: KeptWishlists;
}

export const wishlistRoutes: FastifyPluginAsyncZod<WishlistRoutesOptions> = async (
  api,
  { db, guard, wishlists },
) => {
  const onRequest = guard.requireSameUser;

  api.route({
    ...routeOf(routes.wishlist.get, {
      tags,
      summary: "The shopper's wishlist, newest first, with its count",
      description: ownWishlist,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Your wishlist",
      data: await keptWishlist(wishlists, db, signedInUser(request).id),
    }),
  });

  api.route({
    ...routeOf(routes.wishlist.add, {
      tags,
      summary: "Keep a product on the wishlist: 201 when added, 200 when it was there already",
      description: `${ownWishlist} 404 for an unknown product.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request, reply) => {
      const userId = signedInUser(request).id;
      const added = await wishlists.writing(userId, () =>
        addToWishlist(db, userId, request.params.productId),
      );
      const data = await keptWishlist(wishlists, db, userId);
      return added
        ? reply.code(201).send({ status: 201, message: "Added to your wishlist.", data })
        : reply.code(200).send({ status: 200, message: "It is already on your wishlist.", data });
    },
  });

  api.route({
    ...routeOf(routes.wishlist.remove, {
      tags,
      summary: "Take a product off the wishlist (a product that was not on it is answered alike)",
      description: ownWishlist,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const userId = signedInUser(request).id;
      const removed = await wishlists.writing(userId, () =>
        removeFromWishlist(db, userId, request.params.productId),
      );
      return {
        status: 200,
        message: removed ? "Removed from your wishlist." : "It was not on your wishlist.",
        data: await keptWishlist(wishlists, db, userId),
      };
    },
  });

  api.route({
    ...routeOf(routes.wishlist.check, {
      tags,
      summary: "Whether a product is on the wishlist: `data.isIn`",
      description: ownWishlist,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Wishlist check",
      data: { isIn: await isInWishlist(db, signedInUser(request).id, request.params.productId) },
    }),
  });
};
