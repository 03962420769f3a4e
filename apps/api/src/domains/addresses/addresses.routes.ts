import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../http/route-of.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import {
  addAddress,
  deleteAddress,
  listAddresses,
  makeDefaultAddress,
  updateAddress,
} from "./addresses.service.ts";

const tags = ["Addresses"];

const ownAddresses =
  "Only the signed-in shopper's own addresses: 401 without a session, 403 for another shopper's (nothing changes).";
const theForm =
  "The form of docs/product.md §5: fullName, phone (digits only, at most 14), address1, city, state, country " +
  "required; zipCode optional, digits only. In Nigeria the state is one of the 36 states or the FCT. " +
  "400 with one entry per invalid field in `errors`.";

export const addressesRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (api, { db, guard }) => {
  api.route({
    ...routeOf(routes.addresses.list, {
      tags,
      summary: "The shopper's addresses, the default first, then the newest",
      description: ownAddresses,
      security: signedInSecurity,
    }),
    onRequest: guard.requireSameUser,
    handler: async (request) => ({
      status: 200,
      message: "Your addresses",
      data: await listAddresses(db, signedInUser(request).id),
    }),
  });

  api.route({
    ...routeOf(routes.addresses.add, {
      tags,
      summary: "Add an address (the shopper's first becomes the default)",
      description: `${ownAddresses} ${theForm}`,
      security: signedInSecurity,
    }),
    onRequest: guard.requireSameUser,
    handler: async (request, reply) => {
      const address = await addAddress(db, signedInUser(request).id, request.body);
      return reply.code(201).send({ status: 201, message: "The address has been saved.", data: address });
    },
  });

  api.route({
    ...routeOf(routes.addresses.update, {
      tags,
      summary: "Change an address (all of the form's fields); whether it is the default stays",
      description: `${ownAddresses} 404 for an unknown address. ${theForm}`,
      security: signedInSecurity,
    }),
    onRequest: guard.requireUser,
    handler: async (request) => ({
      status: 200,
      message: "The address has been updated.",
      data: await updateAddress(db, signedInUser(request).id, request.params.id, request.body),
    }),
  });

  api.route({
    ...routeOf(routes.addresses.remove, {
      tags,
      summary: "Delete an address; when it was the default, the newest remaining one becomes the default",
      description: `${ownAddresses} 404 for an unknown address.`,
      security: signedInSecurity,
    }),
    onRequest: guard.requireUser,
    handler: async (request) => {
      await deleteAddress(db, signedInUser(request).id, request.params.id);
      return { status: 200, message: "The address has been deleted." };
    },
  });

  api.route({
    ...routeOf(routes.addresses.makeDefault, {
      tags,
      summary: "Make an address the default delivery address; answers the addresses, the default first",
      description: `${ownAddresses} 404 for an unknown address.`,
      security: signedInSecurity,
    }),
    onRequest: guard.requireSameUser,
    handler: async (request) => ({
      status: 200,
      message: "This is now your default delivery address.",
      data: await makeDefaultAddress(db, signedInUser(request).id, request.params.id),
    }),
  });
};
