import { readdirSync, readFileSync } from "node:fs";

// The CPU time processes have used, read from Linux's /proc: a flash sale's burst (bench/flash.ts) is
// split between the shop's processes, PostgreSQL's and the bare script. Elsewhere there is nothing to
// read and the figures are left out.

/** Linux counts CPU time in ticks of 1/100 s (USER_HZ) whatever the kernel's own clock. */
const msPerTick = 10;

interface ProcessCpu {
  name: string;
  group: number;
  ms: number;
}

function processes(): ProcessCpu[] {
  const found: ProcessCpu[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (name) state ppid pgrp …": the name may hold spaces and brackets, so it is cut at the last ")".
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      found.push({
        name,
        group: Number(fields[2]),
        ms: (Number(fields[11]) + Number(fields[12])) * msPerTick,
      });
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/** CPU milliseconds used until now by the processes of these groups, and by every PostgreSQL process. */
export interface CpuReading {
  groupsMs: number;
  postgresMs: number;
  selfMs: number;
}

export function cpuNow(groups: readonly number[]): CpuReading | undefined {
  if (process.platform !== "linux") return undefined;
  let groupsMs = 0;
  let postgresMs = 0;
  for (const { name, group, ms } of processes()) {
    if (groups.includes(group)) groupsMs += ms;
    if (name === "postgres") postgresMs += ms;
  }
  const self = process.cpuUsage();
  return { groupsMs, postgresMs, selfMs: (self.user + self.system) / 1000 };
}

/** What was used between two readings; undefined where there was nothing to read. */
export function cpuBetween(before: CpuReading | undefined, after: CpuReading | undefined) {
  if (!before || !after) return undefined;
  return {
    groupsMs: after.groupsMs - before.groupsMs,
    postgresMs: after.postgresMs - before.postgresMs,
    selfMs: after.selfMs - before.selfMs,
  };
}
