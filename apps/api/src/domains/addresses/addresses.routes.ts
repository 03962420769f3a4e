import {
  addressBodySchema,
  addressListResponseSchema,
  addressPathSchema,
  addressResponseSchema,
  userAddressPathSchema,
} from "@oja/contracts/addresses";
import { messageBodySchema, userPathSchema } from "@oja/contracts/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
  api.get(
    "/users/:userId/addresses",
    {
      onRequest: guard.requireSameUser,
      schema: {
        tags,
        summary: "The shopper's addresses, the default first, then the newest",
        description: ownAddresses,
        security: signedInSecurity,
        params: userPathSchema,
        response: { 200: addressListResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "Your addresses",
      data: await listAddresses(db, signedInUser(request).id),
    }),
  );

  api.post(
    "/users/:userId/addresses",
    {
      onRequest: guard.requireSameUser,
      schema: {
        tags,
        summary: "Add an address (the shopper's first becomes the default)",
        description: `${ownAddresses} ${theForm}`,
        security: signedInSecurity,
        params: userPathSchema,
        body: addressBodySchema,
        response: { 201: addressResponseSchema },
      },
    },
    async (request, reply) => {
      const address = await addAddress(db, signedInUser(request).id, request.body);
      return reply.code(201).send({ status: 201, message: "The address has been saved.", data: address });
    },
  );

  api.put(
    "/addresses/:id",
    {
      onRequest: guard.requireUser,
      schema: {
        tags,
        summary: "Change an address (all of the form's fields); whether it is the default stays",
        description: `${ownAddresses} 404 for an unknown address. ${theForm}`,
        security: signedInSecurity,
        params: addressPathSchema,
        body: addressBodySchema,
        response: { 200: addressResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "The address has been updated.",
      data: await updateAddress(db, signedInUser(request).id, request.params.id, request.body),
    }),
  );

  api.delete(
    "/addresses/:id",
    {
      onRequest: guard.requireUser,
      schema: {
        tags,
        summary: "Delete an address; when it was the default, the newest remaining one becomes the default",
        description: `${ownAddresses} 404 for an unknown address.`,
        security: signedInSecurity,
        params: addressPathSchema,
        response: { 200: messageBodySchema },
      },
    },
    async (request) => {
      await deleteAddress(db, signedInUser(request).id, request.params.id);
      return { status: 200, message: "The address has been deleted." };
    },
  );

  api.put(
    "/users/:userId/addresses/:id/default",
    {
      onRequest: guard.requireSameUser,
      schema: {
        tags,
        summary: "Make an address the default delivery address; answers the addresses, the default first",
        description: `${ownAddresses} 404 for an unknown address.`,
        security: signedInSecurity,
        params: userAddressPathSchema,
        response: { 200: addressListResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: "This is now your default delivery address.",
      data: await makeDefaultAddress(db, signedInUser(request).id, request.params.id),
    }),
  );
};
