// The fixed parts of the About page (docs/product.md §2): the welcome and "Why choose us" come from settings.

export const mission =
  "To make leather goods in Lagos that are worthy of a lifetime: cut from honest full-grain hides, " +
  "stitched by hand by artisans we train and pay fairly, and looked after by a workshop that repairs " +
  "what it makes.";

export const vision =
  "A Lagos known the world over for its leather, as Kano once was: a city where a pair of shoes is " +
  "resoled rather than thrown away, and where every young maker who walks into our workshop can leave " +
  "with a trade.";
