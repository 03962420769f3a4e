import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity } from "../accounts/user-guard.ts";
import { type KeptShells, shellOf } from "./shell.service.ts";

export interface ShellRoutesOptions extends ShopperRoutesOptions {
  kept: KeptShells;
}

export const shellRoutes: FastifyPluginAsyncZod<ShellRoutesOptions> = async (api, { db, guard, kept }) => {
  api.route({
    ...routeOf(routes.shell.get, {
      tags: ["Accounts"],
      summary:
        "The page shell: the signed-in shopper, their cart, their wishlist and, when asked, their review of a product",
      description:
        "For a visitor, a session that has ended or a suspended account, `user`, `cart` and `wishlist` " +
        "are null (never 401). The cart and the wishlist are as `GET users/{userId}/cart` and " +
        "`GET users/{userId}/wishlist` answer them. With `reviewOf` (a " +
        "product's id), `ownReview` is the shopper's review of it as `GET products/{productId}/reviews/mine` " +
        "answers it, or null for a visitor or a product the shop does not show.",
      security: [{ appKey: [] }, ...signedInSecurity],
    }),
    onRequest: guard.identifyUser,
    handler: async (request) => ({
      status: 200,
      message: request.user ? "Your shop" : "Welcome",
      data: await shellOf(db, kept, request.user, request.query),
    }),
  });
};
