import appStyles from "../app.css?url";

/**
 * The pages where a shopper signs in fetch the style sheet's file while the shopper types, at the
 * lowest priority: the pages they see signed in link it rather than carry it (decision 046), and find
 * it already here.
 */
export function styleSheetPrefetch() {
  return import.meta.env.DEV ? [] : [{ rel: "prefetch", href: appStyles, as: "style" }];
}
