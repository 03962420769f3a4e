// CSV files the admin area downloads (RFC 4180), made safe to open in a spreadsheet.

/**
 * A cell that a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return before one) gets a leading apostrophe, so that a subscriber named "=HYPERLINK(…)" stays text
 * (OWASP, CSV injection). A cell with a quote, a comma or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row and the rows, each line ended by CRLF as RFC 4180 says. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
