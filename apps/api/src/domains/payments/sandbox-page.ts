import { createHash } from "node:crypto";
import { formatNaira, koboToNaira } from "@oja/contracts/money";
import { escapeHtml } from "../mail/mail-layout.ts";

// The sandbox's hosted test-payment page (docs/architecture.md §2): one self-contained HTML page (no script, no
// external asset), readable at 360 px, with Pay and Decline posting `outcome` back to itself.

const style = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
background:#f7f2ea;color:#1f1712;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:28px 24px;
box-shadow:0 8px 30px rgba(31,23,18,.12)}
.badge{display:inline-block;margin:0 0 16px;padding:2px 10px;border-radius:999px;background:#fdf0c8;
color:#6b4a00;font-size:13px;font-weight:600}
h1{margin:0;font:600 22px/1.3 Georgia,serif}
.for{margin:4px 0 20px;color:#5c5047}
.amount{margin:0 0 8px;font-size:34px;font-weight:700;font-variant-numeric:tabular-nums}
.meta{margin:0 0 24px;color:#5c5047;font-size:14px;overflow-wrap:anywhere}
.buttons{display:grid;gap:12px}
button{width:100%;min-height:48px;border-radius:8px;font:600 16px system-ui,sans-serif;cursor:pointer;
border:2px solid #1f1712}
.pay{background:#1f1712;color:#fff}
.decline{background:#fff;color:#1f1712}
button:focus-visible{outline:3px solid #b8893b;outline-offset:2px}
.note{margin:20px 0 0;color:#5c5047;font-size:13px}
`;

const styleHash = createHash("sha256").update(style).digest("base64");

/**
 * The page's Content-Security-Policy: its one style block by hash; forms to itself and, as browsers
 * check redirects too, to the shop's page it redirects to.
 */
export function sandboxPagePolicy(publicUrl: string) {
  return (
    `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self' ${new URL(publicUrl).origin}; ` +
    "base-uri 'none'; frame-ancestors 'none'"
  );
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

export function sandboxCheckoutPage(
  shopName: string,
  charge: { reference: string; amountKobo: number; email: string; outcome: string | null },
) {
  const path = `/sandbox/checkout/${encodeURIComponent(charge.reference)}`;
  const chosen =
    charge.outcome === null
      ? ""
      : `<p class="note" role="status">This test payment was already ${charge.outcome === "success" ? "paid" : "declined"}; choosing again changes nothing.</p>`;
  return page(
    `Test payment · ${shopName}`,
    `<p class="badge">Test payment: no money moves</p>
<h1>${escapeHtml(shopName)}</h1>
<p class="for">Pay for your order</p>
<p class="amount">${escapeHtml(formatNaira(koboToNaira(charge.amountKobo)))}</p>
<p class="meta">Reference ${escapeHtml(charge.reference)}<br>${escapeHtml(charge.email)}</p>
<form method="post" action="${escapeHtml(path)}" class="buttons">
<button class="pay" type="submit" name="outcome" value="success">Pay ${escapeHtml(formatNaira(koboToNaira(charge.amountKobo)))}</button>
<button class="decline" type="submit" name="outcome" value="failure">Decline</button>
</form>${chosen}
<p class="note">This is the shop's sandbox, standing in for the card payment page. Pay succeeds and Decline fails, as a card would.</p>`,
  );
}

export function sandboxMessagePage(title: string, message: string) {
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="for">${escapeHtml(message)}</p>`);
}
