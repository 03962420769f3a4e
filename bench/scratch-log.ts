import autocannon from "autocannon";
import { startShop } from "./bench-shop.ts";

const pages = ["/shop", "/"];
const a = await startShop({ LOG_LEVEL: "info" });
const b = await startShop({ LOG_LEVEL: "warn" });
async function rate(origin: string, page: string) {
  let sent = 0;
  const options = {
    url: origin,
    headers: { accept: "text/html", "accept-encoding": "br, gzip" },
    connections: 10,
    requests: [{ method: "GET" as const, setupRequest: (r: autocannon.Request) => ({ ...r, path: `${page}?bench=${++sent}` }) }],
  };
  await autocannon({ ...options, duration: 2 });
  return (await autocannon({ ...options, duration: 6 })).requests.average;
}
try {
  for (let round = 0; round < 3; round++) {
    for (const page of pages) {
      const info = await rate(a.origin, page);
      const warn = await rate(b.origin, page);
      console.error(`round ${round} ${page}: info ${info} warn ${warn} → ${(100 * info / warn).toFixed(1)} %`);
    }
  }
} finally {
  await a.stop();
  await b.stop();
}
