import { Writable } from "node:stream";
import { openShopLog } from "../shop-log.ts";

/** The shop's log at `level`, kept in memory for a test to read: each line as written, and parsed. */
export function keptLog(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    logger: openShopLog(level, stream),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
