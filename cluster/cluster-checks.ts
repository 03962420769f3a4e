import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import type { LoadResult } from "./cluster-load.ts";
import type { OjaProcess, SentMail } from "./cluster-processes.ts";

// What must hold after the cluster test's load and rolling restart: each a sentence when it does not.

interface Afterwards {
  client: pg.Client;
  load: LoadResult;
  processes: OjaProcess[];
  sink: SentMail[];
  stockAtStart: { id: string; stock: number }[];
}

export async function checkAfterwards({ client, load, processes, sink, stockAtStart }: Afterwards) {
  const problems: string[] = [];
  if (load.paidOrders.length === 0) problems.push("no order was paid: the load did not run");

  // Every order answered 201 exists once; every paid order was settled by one completed charge.
  const orders = (
    await client.query<{ id: string; status: string; settled: number; completed: number }>(`
      select o.id, o.status,
        (select count(*)::int from payments p where p.order_id = o.id and p.status = 'COMPLETED') as settled,
        (select count(*)::int from transactions t join payments p on p.id = t.payment_id
           where p.order_id = o.id and t.status = 'COMPLETED') as completed
      from orders o`)
  ).rows;
  const byId = new Map(orders.map((order) => [order.id, order]));
  const missing = load.placedOrders.filter((id) => !byId.has(id));
  if (missing.length > 0) problems.push(`orders answered 201 but not in the database: ${missing.join(", ")}`);
  for (const id of load.paidOrders) {
    const order = byId.get(id);
    if (order?.status !== "PROCESSING" || order.settled !== 1 || order.completed !== 1) {
      problems.push(`paid order ${id} is ${JSON.stringify(order)}, not PROCESSING paid once`);
    }
  }
  const twice = orders.filter((order) => order.settled > 1 || order.completed > 1);
  if (twice.length > 0)
    problems.push(`orders paid more than once: ${twice.map((order) => order.id).join(", ")}`);

  // Stock adds up: each variant's stock at the start, less what its orders hold, is what it has now.
  const now = new Map(
    (
      await client.query<{ id: string; stock: number; ordered: number }>(
        `select v.id, v.stock, coalesce((select sum(l.quantity)::int from order_lines l join orders o
           on o.id = l.order_id where l.variant_id = v.id and o.status <> 'CANCELLED'), 0) as ordered
         from product_variants v where v.id = any($1)`,
        [stockAtStart.map((variant) => variant.id)],
      )
    ).rows.map((row) => [row.id, row]),
  );
  for (const { id, stock } of stockAtStart) {
    const row = now.get(id);
    if (!row || stock - row.ordered !== row.stock) {
      problems.push(`variant ${id}: ${stock} at the start less ${row?.ordered} ordered is not ${row?.stock}`);
    }
  }

  // Every e-mail of the outbox was sent, and reached the sink exactly once (Message-ID <outbox id@oja.local>).
  let pending = 1;
  for (let waited = 0; waited < 150 && pending > 0; waited += 1) {
    pending =
      (
        await client.query<{ pending: number }>(
          "select count(*)::int as pending from outbox_emails where status <> 'SENT'",
        )
      ).rows[0]?.pending ?? 0;
    if (pending > 0) await sleep(200);
  }
  if (pending > 0) problems.push(`${pending} e-mails of the outbox were never sent`);
  const outbox = (await client.query<{ id: string }>("select id from outbox_emails")).rows;
  const received = new Map<string, number>();
  for (const mail of sink) received.set(mail.messageId, (received.get(mail.messageId) ?? 0) + 1);
  for (const { id } of outbox) {
    const count = received.get(`<${id}@oja.local>`) ?? 0;
    if (count !== 1) problems.push(`e-mail ${id} reached the sink ${count} times`);
  }
  if (sink.length !== outbox.length)
    problems.push(`${sink.length} e-mails reached the sink, the outbox has ${outbox.length}`);

  // The owner's photo and setting, seen through each process directly.
  if (!load.photo) problems.push("the owner's photo was not uploaded");
  if (!load.aboutMarker) problems.push("the owner's setting was not changed");
  for (const running of processes) {
    if (load.photo) {
      const photo = await fetch(new URL(new URL(load.photo, running.origin).pathname, running.origin));
      await photo.arrayBuffer();
      if (photo.status !== 200) problems.push(`the photo answers ${photo.status} through ${running.origin}`);
    }
    if (load.aboutMarker) {
      const settings = await fetch(`${running.origin}/api/v1/settings/default`, {
        headers: { "x-app-key": running.appKey },
      });
      const about = ((await settings.json()) as { data?: { about?: string } }).data?.about ?? "";
      if (!about.includes(load.aboutMarker))
        problems.push(`the changed setting is not seen through ${running.origin}`);
    }
  }
  return problems;
}

/** One line of a process's log: a JSON object with pino's level, time and message. */
interface LogLine {
  level: number;
  time: number;
  msg: string;
  reqId?: string;
  page?: string;
}

function logLineOf(line: string): LogLine | undefined {
  try {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    const { level, time, msg } = parsed;
    return typeof level === "number" && typeof time === "number" && typeof msg === "string"
      ? (parsed as unknown as LogLine)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Everything each process wrote, through its restarts, is its JSON log a line at a time (docs/deploy.md
 * §12), the pages' lines too: a POST to a page without a form, asked of each process, is logged as a
 * warning with the request's id and the page.
 */
export async function checkLogs(processes: OjaProcess[]) {
  const problems: string[] = [];
  for (const running of processes) {
    const refused = await fetch(`${running.origin}/about`, { method: "POST" });
    await refused.arrayBuffer();
    if (refused.status !== 405) problems.push(`POST /about answered ${refused.status} on ${running.origin}`);
  }
  // The lines go through a pipe to the log file.
  await sleep(500);
  for (const running of processes) {
    const lines = (await readFile(running.logFile, "utf8")).split("\n").filter((line) => line !== "");
    const others = lines.filter((line) => !logLineOf(line));
    if (others.length > 0)
      problems.push(
        `${running.origin} wrote ${others.length} lines that are not its JSON log, as: ${others[0]?.slice(0, 200)}`,
      );
    const refusal = lines
      .map(logLineOf)
      .find((line) => line?.msg.startsWith("POST /about answered 405") && line.level === 40);
    if (!refusal?.reqId || refusal.page !== "POST /about")
      problems.push(`${running.origin} did not log its page's refusal with the request's id and the page`);
  }
  return problems;
}
