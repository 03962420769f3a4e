import { signInRequiredMessage } from "@oja/contracts/accounts";

// Expected failures (bad input, not found, conflict…) are values with a status and a sentence a
// shopper can read; the error handler turns them into the error envelope.

export class Problem extends Error {
  override name = "Problem";
  readonly status: number;
  readonly errors: string[] | undefined;

  constructor(status: number, message: string, errors?: string[]) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: string[]) => new Problem(400, message, errors);
export const unauthorized = (message = signInRequiredMessage) => new Problem(401, message);
export const forbidden = (message = "You are not allowed to do that.") => new Problem(403, message);
export const notFound = (message = "We could not find what you asked for.") => new Problem(404, message);
export const conflict = (message: string) => new Problem(409, message);
