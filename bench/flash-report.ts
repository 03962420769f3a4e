import { machineLine } from "./bench-shop.ts";
import type { Burst } from "./flash-bare.ts";

// The flash sale's figures (bench/flash.ts): each burst's, their medians over the rounds, and the section
// they make in docs/benchmarks.md.

interface Figures {
  checkoutsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU milliseconds a checkout: of its own processes (the shop's, or the bare script) and of PostgreSQL. */
  cpu?: { ownMs: number; postgresMs: number } | undefined;
}

function figuresOf(burst: Burst, own: "groupsMs" | "selfMs"): Figures {
  const sorted = [...burst.latenciesMs].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.max(0, Math.ceil(quantile * sorted.length) - 1)] ?? 0;
  const cpu = burst.cpu && {
    ownMs: burst.cpu[own] / sorted.length,
    postgresMs: burst.cpu.postgresMs / sorted.length,
  };
  return { checkoutsPerSecond: (1000 * sorted.length) / burst.wallMs, p50: at(0.5), p99: at(0.99), cpu };
}

export interface Row {
  database: string;
  processes: number;
  connections: number;
  /** The rounds' medians. */
  shop: Figures;
  bare: Figures;
  rounds: { shop: Figures; bare: Figures }[];
  problems: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each figure's median over the rounds. */
function medianOf(figures: Figures[]): Figures {
  const cpus = figures.flatMap((figure) => (figure.cpu ? [figure.cpu] : []));
  return {
    checkoutsPerSecond: median(figures.map((figure) => figure.checkoutsPerSecond)),
    p50: median(figures.map((figure) => figure.p50)),
    p99: median(figures.map((figure) => figure.p99)),
    cpu:
      cpus.length === figures.length
        ? {
            ownMs: median(cpus.map((cpu) => cpu.ownMs)),
            postgresMs: median(cpus.map((cpu) => cpu.postgresMs)),
          }
        : undefined,
  };
}

export function rowOf(
  database: string,
  processes: number,
  connections: number,
  bursts: { shop: Burst; bare: Burst }[],
  problems: string[],
): Row {
  const measured = bursts.map(({ shop, bare }) => ({
    shop: figuresOf(shop, "groupsMs"),
    bare: figuresOf(bare, "selfMs"),
  }));
  const row = {
    database,
    processes,
    connections,
    shop: medianOf(measured.map((round) => round.shop)),
    bare: medianOf(measured.map((round) => round.bare)),
    rounds: measured,
    problems,
  };
  for (const [index, round] of measured.entries()) {
    console.info(
      `${database}, round ${index + 1}: shop ${Math.round(round.shop.checkoutsPerSecond)} checkouts/s (p50 ${Math.round(round.shop.p50)} ms, p99 ${Math.round(round.shop.p99)} ms), ` +
        `bare ${Math.round(round.bare.checkoutsPerSecond)}/s (p50 ${Math.round(round.bare.p50)} ms, p99 ${Math.round(round.bare.p99)} ms)`,
    );
  }
  return row;
}

/** Each round's figures, of which the table above gives the medians. */
function roundsTable(rows: Row[]): string[] {
  const rate = (value: number) => Math.round(value).toLocaleString("en");
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  return [
    "",
    "Each round:",
    "",
    "| Database | Round | Shop checkouts/s | Shop p99 | Bare checkouts/s | Ratio |",
    "| -------- | ----: | ---------------: | -------: | ---------------: | ----: |",
    ...rows.flatMap((row) =>
      row.rounds.map(
        (round, index) =>
          `| ${row.database} | ${index + 1} | ${rate(round.shop.checkoutsPerSecond)} | ${ms(round.shop.p99)} | ` +
          `${rate(round.bare.checkoutsPerSecond)} | ${((100 * round.shop.checkoutsPerSecond) / round.bare.checkoutsPerSecond).toFixed(1)} % |`,
      ),
    ),
  ];
}

/** Where each burst's time went, when the machine tells (Linux): CPU a checkout until the last answer. */
function cpuTable(rows: Row[]): string[] {
  const cpuMs = (value: number | undefined) => (value === undefined ? "–" : `${value.toFixed(2)} ms`);
  if (!rows.some((row) => row.shop.cpu)) return [];
  return [
    "",
    "CPU time a checkout (the rounds' medians), from the burst to its last answer (read from /proc; PostgreSQL is every `postgres` " +
      "process of the machine, PGlite runs inside the process that opened it):",
    "",
    "| Database | Shop processes | PostgreSQL (shop) | Bare script | PostgreSQL (bare) |",
    "| -------- | -------------: | ----------------: | ----------: | ----------------: |",
    ...rows.map(
      (row) =>
        `| ${row.database} | ${cpuMs(row.shop.cpu?.ownMs)} | ${cpuMs(row.shop.cpu?.postgresMs)} | ` +
        `${cpuMs(row.bare.cpu?.ownMs)} | ${cpuMs(row.bare.cpu?.postgresMs)} |`,
    ),
  ];
}

/** What the run was asked for, as its command line gave it. */
export interface SaleOptions {
  shopperCount: number;
  pieces: number;
  rounds: number;
  databases: string;
}

/** The section of docs/benchmarks.md: the rounds' medians, each round's figures and the CPU a checkout. */
export function report(rows: Row[], { shopperCount, pieces, rounds, databases }: SaleOptions): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  const rate = (value: number) => Math.round(value).toLocaleString("en");
  const ratio = (row: Row) => (100 * row.shop.checkoutsPerSecond) / row.bare.checkoutsPerSecond;
  const postgres = rows.find((row) => row.processes === 2);
  const target = postgres
    ? `**${ratio(postgres) >= 40 && postgres.shop.p99 < 1000 ? "met" : "not met"}** ` +
      `(${ratio(postgres).toFixed(1)} %, p99 ${ms(postgres.shop.p99)})`
    : "not measured in this run (it needs `--database=postgres` or `both`)";
  return [
    "## A flash sale",
    "",
    `Measured by \`node bench/flash.ts --shoppers=${shopperCount} --pieces=${pieces} --rounds=${rounds} --database=${databases}\` on ${new Date().toISOString().slice(0, 10)}: ` +
      `${shopperCount} verified, signed-in shoppers, each with the one flash product (one size, one colour, ${pieces} pieces) ` +
      "in the cart and showroom pickup chosen, place their orders at the same instant, every request written at once " +
      "on a connection of its own opened beforehand, after the same shoppers bought a warm-up product of as many pieces " +
      "the same way (a running shop has sold before; the bare script is warmed by a burst too). " +
      `The sale runs ${rounds} times, each round with a new flash product, and so does the bare reference; the figures are the rounds' medians (each round's below). ` +
      "On PGlite, the production build in one process (`npm start`'s); " +
      "on PostgreSQL, two such processes on one database and one Redis, the shoppers split between them. Then, on the " +
      "same database with as many connections as the shop had (PGlite's one; two pools of ten), the bare reference: a " +
      "plain script running as many transactions at once, each taking one piece by " +
      "`UPDATE product_variants SET stock = stock - 1 WHERE id = $1 AND stock >= 1` and writing one order row. Both " +
      `ended correct in every round: exactly ${pieces} orders, stock 0, the other ${shopperCount - pieces} refused (409), no 5xx and no network error. ` +
      "Checkouts per second: the shoppers ÷ the time from the burst to its last answer; p50 and p99 of each " +
      `request's time. On the same machine (${machineLine()}). Ratio: the shop's checkouts per second ÷ the bare script's.`,
    "",
    `Target (issue 27): on two processes with PostgreSQL, ≥ 40 % of the bare transaction with p99 under 1 s, always correct: ${target}.`,
    "",
    "| Database | Processes | Connections | Shop checkouts/s | Shop p50 | Shop p99 | Bare checkouts/s | Bare p50 | Bare p99 | Ratio |",
    "| -------- | --------: | ----------: | ---------------: | -------: | -------: | ---------------: | -------: | -------: | ----: |",
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.processes} | ${row.connections} | ${rate(row.shop.checkoutsPerSecond)} | ${ms(row.shop.p50)} | ${ms(row.shop.p99)} | ` +
        `${rate(row.bare.checkoutsPerSecond)} | ${ms(row.bare.p50)} | ${ms(row.bare.p99)} | ${ratio(row).toFixed(1)} % |`,
    ),
    ...roundsTable(rows),
    ...cpuTable(rows),
  ].join("\n");
}
