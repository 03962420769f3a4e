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
      summary: "The page shell: the signed-in shopper, their cart and their wishlist's product ids",
      description:
        "For a visitor, a session that has ended or a suspended account, `user`, `cart` and `wishlist` " +
        "are null (never 401). The cart is as `GET users/{userId}/cart` answers it.",
      security: [{ appKey: [] }, ...signedInSecurity],
    }),
    onRequest: guard.identifyUser,
    handler: async (request) => ({
      status: 200,
      message: request.user ? "Your shop" : "Welcome",
      data: await shellOf(db, kept, request.user),
    }),
  });
};
