import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable } from "./database-outage.ts";

// The errors node-postgres raises while PostgreSQL restarts, as Drizzle hands them on.
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const fromDrizzle = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("telling a database outage from a failing query", () => {
  it("counts a refused or cut connection and a server shutting down or starting up, however wrapped", () => {
    for (const error of [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("connection failure", "08006"),
      withCode("could not receive data from client: Connection reset by peer", "ECONNRESET"),
      withCode("terminating connection due to crash of another server process", "57P02"),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("Client was closed and is not queryable"),
      withCode("connection does not exist", "08003"),
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
      expect(isDatabaseUnreachable(fromDrizzle(error)), error.message).toBe(true);
    }
  });

  it("does not count a query that the server answered with an error", () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint "users_email_unique"', "23505"),
      withCode('invalid byte sequence for encoding "UTF8": 0x00', "22021"),
      new TypeError("Cannot read properties of undefined"),
      "not even an error",
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(false);
      if (error instanceof Error) expect(isDatabaseUnreachable(fromDrizzle(error))).toBe(false);
    }
  });
});
