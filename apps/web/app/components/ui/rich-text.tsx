/**
 * HTML written by the shop (product descriptions, settings). The API sanitises it when it is written
 * and again when it is read, so it is rendered as it comes.
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (apps/api/src/http/rich-text.ts)
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
