import {
  accountVerifiedMessage,
  emailTakenMessage,
  otpSentMessage,
  passwordResetMessage,
  resetCodeSentMessage,
} from "@oja/contracts/accounts";
import { routes } from "@oja/contracts/routes";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { conflict, unauthorized } from "../../http/problem.ts";
import { limits } from "../../http/rate-limit.ts";
import { routeOf } from "../../http/route-of.ts";
import type { MailSender } from "../mail/mail-sender.ts";
import {
  type Accounts,
  changePassword,
  isEmailFree,
  register,
  resendCode,
  resetPassword,
  signIn,
  toUser,
  unverifiedSignInMessage,
  updateProfile,
  verifyEmail,
} from "./accounts.service.ts";
import {
  accessTokenCookie,
  type CookiePolicy,
  clearSessionCookies,
  refreshTokenCookie,
  setSessionCookies,
} from "./session-cookies.ts";
import { renewSession, reuseGraceSeconds, signOut } from "./sessions.service.ts";
import {
  bearerToken,
  signedInSecurity,
  signedInSessionId,
  signedInUser,
  type UserGuard,
} from "./user-guard.ts";

const tags = ["Accounts"];

export const sessionEndedMessage = "Your session has ended. Please sign in again.";

export interface AccountsRoutesOptions {
  accounts: Accounts;
  guard: UserGuard;
  mail: MailSender;
  cookies: CookiePolicy;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  api,
  { accounts, guard, mail, cookies },
) => {
  const endBrowserSession = (reply: FastifyReply) => clearSessionCookies(reply, cookies);

  api.route({
    ...routeOf(routes.accounts.register, {
      tags,
      summary: "Create a CUSTOMER account (whatever `role` says) and e-mail its 6-digit code",
      description: `409 "${emailTakenMessage}" when an account already uses the address.`,
    }),
    config: { rateLimit: limits.register },
    handler: async (request, reply) => {
      const user = await register(accounts, request.body);
      mail.nudge();
      return reply.code(201).send({
        status: 201,
        message: "Your account has been created. Enter the 6-digit code we sent to your email to verify it.",
        data: user,
      });
    },
  });

  api.route({
    ...routeOf(routes.accounts.checkEmail, {
      tags,
      summary: "Whether an address is free for a new account: 200 free, 409 taken",
    }),
    config: { rateLimit: limits.checkEmail },
    handler: async (request) => {
      if (!(await isEmailFree(accounts.db, request.body.email))) throw conflict(emailTakenMessage);
      return { status: 200, message: "The email is available" };
    },
  });

  api.route({
    ...routeOf(routes.accounts.sendCode, {
      tags,
      summary: "E-mail a new 6-digit code (it replaces the last one); an unknown address is answered alike",
    }),
    config: { rateLimit: limits.otpSend },
    handler: async (request) => {
      await resendCode(accounts, request.body.email, "verify");
      mail.nudge();
      return { status: 200, message: otpSentMessage };
    },
  });

  api.route({
    ...routeOf(routes.accounts.verifyCode, {
      tags,
      summary: "Verify the account's e-mail with its code: 201 on success",
      description:
        "A code lives 300 seconds; five wrong tries burn it. 400 for a wrong, used or lapsed code.",
    }),
    config: { rateLimit: limits.otpVerify },
    handler: async (request, reply) => {
      await verifyEmail(accounts, request.body.email, request.body.otp);
      return reply.code(201).send({ status: 201, message: accountVerifiedMessage });
    },
  });

  api.route({
    ...routeOf(routes.accounts.signIn, {
      tags,
      summary: "Sign in: 201 with tokens and the user, or 200 and a new code for an unverified account",
      description:
        "Also sets the browser's session cookies (ocToken, ocRefreshToken, ocUser). A wrong password " +
        "and an unknown address both answer 401 with the same message; a suspended account is 403.",
    }),
    config: { rateLimit: limits.signIn },
    handler: async (request, reply) => {
      const result = await signIn(accounts, request.body.email, request.body.password);
      if (result.outcome === "unverified") {
        mail.nudge();
        return reply.code(200).send({ status: 200, message: unverifiedSignInMessage });
      }
      setSessionCookies(reply, cookies, result.tokens, result.user);
      return reply.code(201).send({
        status: 201,
        message: `Welcome back, ${result.user.firstName}.`,
        data: { ...result.tokens, user: result.user },
      });
    },
  });

  api.route({
    ...routeOf(routes.accounts.renewSession, {
      tags,
      summary:
        "Renew a session: the refresh token (body or ocRefreshToken cookie) is exchanged for a new pair",
      description:
        `A refresh token is exchanged once. Presented again within ${reuseGraceSeconds} seconds (several tabs renewing at ` +
        "once), it answers the same new refresh token with a fresh access token; presented again later, " +
        "it ends its whole session (401).",
    }),
    handler: async (request, reply) => {
      const fromBody = request.body?.refreshToken;
      const renewal = await renewSession(accounts.db, accounts, fromBody ?? refreshTokenCookie(request));
      if (renewal.outcome === "ended") {
        if (renewal.endedFor) await accounts.sessionsChanged(renewal.endedFor);
        endBrowserSession(reply);
        throw unauthorized(sessionEndedMessage);
      }
      const { user } = renewal;
      setSessionCookies(reply, cookies, renewal.tokens, user);
      return {
        status: 200,
        message: "Your session has been renewed.",
        data: {
          token: renewal.tokens.token,
          // A browser keeps its refresh token in an httpOnly cookie, out of reach of scripts: it is
          // only written into the body for a client that sent its own in the body.
          ...(fromBody ? { refreshToken: renewal.tokens.refreshToken } : {}),
          user: toUser(user),
        },
      };
    },
  });

  api.route({
    ...routeOf(routes.accounts.signOut, {
      tags,
      summary: "Sign out: ends the session (all its refresh tokens) and clears the session cookies",
    }),
    handler: async (request, reply) => {
      const ended = await signOut(accounts.db, accounts.accessKey, {
        accessToken: bearerToken(request) ?? accessTokenCookie(request),
        refreshToken: refreshTokenCookie(request),
      });
      for (const userId of ended) await accounts.sessionsChanged(userId);
      endBrowserSession(reply);
      return { status: 200, message: "You have been signed out. See you soon." };
    },
  });

  api.route({
    ...routeOf(routes.accounts.me, {
      tags,
      summary: "The signed-in user",
      security: signedInSecurity,
    }),
    onRequest: guard.requireUser,
    handler: async (request) => ({
      status: 200,
      message: "Your account",
      data: toUser(signedInUser(request)),
    }),
  });

  api.route({
    ...routeOf(routes.accounts.changePassword, {
      tags,
      summary:
        "Set a new password for the signed-in user (whose e-mail `email` must be); signs out everywhere",
      security: signedInSecurity,
    }),
    onRequest: guard.requireUser,
    handler: async (request, reply) => {
      await changePassword(accounts, signedInUser(request), request.body);
      endBrowserSession(reply);
      return {
        status: 200,
        message: "Your password has been changed. Please sign in with your new password.",
      };
    },
  });

  api.route({
    ...routeOf(routes.accounts.forgotPassword, {
      tags,
      summary: "Forgot password, step 1: e-mail a 6-digit code to the account's address",
      description: "An address with no account gets the same answer and no e-mail.",
    }),
    config: { rateLimit: limits.otpSend },
    handler: async (request) => {
      await resendCode(accounts, request.body.email, "password-reset");
      mail.nudge();
      return { status: 200, message: resetCodeSentMessage };
    },
  });

  api.route({
    ...routeOf(routes.accounts.resetPassword, {
      tags,
      summary: "Forgot password, step 2: the e-mailed code and a new password; signs out everywhere",
      description: "400 for a wrong, used or lapsed code, as for an address with no account.",
    }),
    config: { rateLimit: limits.otpVerify },
    handler: async (request, reply) => {
      await resetPassword(accounts, request.body);
      endBrowserSession(reply);
      return { status: 200, message: passwordResetMessage };
    },
  });

  api.route({
    ...routeOf(routes.accounts.updateProfile, {
      tags,
      summary: "Update the signed-in user's names and language; ends this session (docs/product.md §4)",
      description: "`email` must be the account's own address: it cannot be changed.",
      security: signedInSecurity,
    }),
    onRequest: guard.requireSameUser,
    handler: async (request, reply) => {
      const updated = await updateProfile(
        accounts,
        signedInUser(request),
        signedInSessionId(request),
        request.body,
      );
      endBrowserSession(reply);
      return {
        status: 200,
        message: "Your profile has been updated. Please sign in again.",
        data: updated,
      };
    },
  });
};
