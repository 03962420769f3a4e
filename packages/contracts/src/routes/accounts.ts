import {
  changePasswordBodySchema,
  emailBodySchema,
  profilePathSchema,
  refreshResponseSchema,
  refreshTokenRequestSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signInResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
  verifyOtpBodySchema,
} from "../accounts.ts";
import { messageBodySchema } from "../api.ts";
import { defineRoute } from "./define-route.ts";

// The users/* calls (docs/product.md §7; docs/architecture.md §4).

export const accountsRoutes = {
  register: defineRoute({
    method: "POST",
    path: "/users/register",
    body: registerBodySchema,
    answers: { 201: userResponseSchema },
  }),
  checkEmail: defineRoute({
    method: "POST",
    path: "/users/check-email",
    body: emailBodySchema,
    answers: { 200: messageBodySchema },
  }),
  sendCode: defineRoute({
    method: "POST",
    path: "/users/send-otp",
    body: emailBodySchema,
    answers: { 200: messageBodySchema },
  }),
  verifyCode: defineRoute({
    method: "POST",
    path: "/users/verify-otp",
    body: verifyOtpBodySchema,
    answers: { 201: messageBodySchema },
  }),
  /** 200 and a new code for an unverified account; 201 with the session otherwise. */
  signIn: defineRoute({
    method: "POST",
    path: "/users/signin",
    body: signInBodySchema,
    answers: { 200: messageBodySchema, 201: signInResponseSchema },
  }),
  renewSession: defineRoute({
    method: "POST",
    path: "/users/refresh-token",
    body: refreshTokenRequestSchema,
    answers: { 200: refreshResponseSchema },
  }),
  signOut: defineRoute({ method: "POST", path: "/users/signout", answers: { 200: messageBodySchema } }),
  me: defineRoute({ method: "GET", path: "/users/me", answers: { 200: userResponseSchema } }),
  changePassword: defineRoute({
    method: "PUT",
    path: "/users/change-password",
    body: changePasswordBodySchema,
    answers: { 200: messageBodySchema },
  }),
  forgotPassword: defineRoute({
    method: "POST",
    path: "/users/forgot-password",
    body: emailBodySchema,
    answers: { 200: messageBodySchema },
  }),
  resetPassword: defineRoute({
    method: "POST",
    path: "/users/reset-password",
    body: resetPasswordBodySchema,
    answers: { 200: messageBodySchema },
  }),
  updateProfile: defineRoute({
    method: "PUT",
    path: "/users/:userId",
    params: profilePathSchema,
    body: updateProfileBodySchema,
    answers: { 200: userResponseSchema },
  }),
};
