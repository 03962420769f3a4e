// The brand's e-mail frame: readable HTML (inline styles, as mail clients need) and plain text.

export interface EmailContent {
  subject: string;
  /** A short line under the heading. */
  heading: string;
  /** Paragraphs of plain text; they are escaped for the HTML part. */
  paragraphs: string[];
  /** A large code or figure to stand out (the OTP), if any. */
  highlight?: string;
  /** Links after the paragraphs (the order's page, its receipt): a link in HTML, label and address in text. */
  links?: { label: string; href: string }[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function renderEmail(content: EmailContent, shopName: string, publicUrl: string): RenderedEmail {
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.highlight ? [content.highlight, ""] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.href}`, ""]),
    `${shopName}, Lagos`,
    publicUrl,
  ].join("\n");

  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(paragraph)}</p>`)
    .join("");
  const highlight = content.highlight
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;color:#1f1712">${escapeHtml(content.highlight)}</p>`
    : "";
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="color:#8a4f24;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f7f2ea;font-family:Helvetica,Arial,sans-serif;color:#1f1712">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f2ea;padding:32px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#1f1712;color:#f7f2ea;padding:24px 32px;font-family:Georgia,serif;font-size:22px;letter-spacing:6px">OJA <span style="font-size:11px;letter-spacing:4px;color:#b8893b">LEATHER HOUSE</span></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-size:24px;font-weight:normal">${escapeHtml(content.heading)}</h1>
${paragraphs}${highlight}${links}
</td></tr>
<tr><td style="padding:20px 32px;background:#efe6d8;font-size:12px;color:#6b5e53">${escapeHtml(shopName)}, Lagos · <a href="${escapeHtml(publicUrl)}" style="color:#8a4f24">${escapeHtml(publicUrl.replace(/^https?:\/\//, ""))}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
