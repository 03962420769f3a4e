import { messageBodySchema } from "../api.ts";
import {
  contactMessageSchema,
  newsletterSubscriptionSchema,
  officePathSchema,
  officeResponseSchema,
  settingsPathSchema,
  settingsResponseSchema,
} from "../content.ts";
import { defineRoute } from "./define-route.ts";

// The company record, the contact form and the newsletter (docs/product.md §7).

export const contentRoutes = {
  settings: defineRoute({
    method: "GET",
    path: "/settings/:id",
    params: settingsPathSchema,
    answers: { 200: settingsResponseSchema },
  }),
  office: defineRoute({
    method: "GET",
    path: "/offices/:id",
    params: officePathSchema,
    answers: { 200: officeResponseSchema },
  }),
  sendMessage: defineRoute({
    method: "POST",
    path: "/contact/messages",
    body: contactMessageSchema,
    answers: { 201: messageBodySchema },
  }),
  subscribe: defineRoute({
    method: "POST",
    path: "/newsletter/subscriptions",
    body: newsletterSubscriptionSchema,
    answers: { 200: messageBodySchema },
  }),
};
