/** PostgreSQL's unique_violation, as the pg driver or PGlite reports it (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | null)?.cause) === "23505";
}
