// Decision 017: a route whose page shows every signed-out visitor the same thing says so in its
// `handle`, and the page host may then keep one rendering and show it to all of them for a few seconds.

export const sharedPage = { sharedWithSignedOutVisitors: true } as const;

export function isSharedRoute(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as Partial<typeof sharedPage>).sharedWithSignedOutVisitors === true
  );
}
