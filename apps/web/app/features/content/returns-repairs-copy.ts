// The Returns & Repairs page (docs/product.md §9): two promises, what the repair promise covers, and how to
// bring a piece back to the workshop.

export const returnsRepairsIntro =
  "We make things to last, and we stand behind them twice: a 7-day window to return a piece that is " +
  "not right for you, and a 6-month promise to repair any manufacturing defect free of charge.";

export const promises = [
  {
    title: "7-day returns",
    text:
      "Return unworn pieces within 7 days of delivery for a refund or an exchange, completed within 5-7 " +
      "business days. Sale, custom and personalised items are returnable only if defective.",
    link: { to: "/return-policy", label: "Read the Return Policy" },
  },
  {
    title: "6-month free repairs",
    text:
      "If a seam, strap, buckle, zip or sole fails within 6 months because of how it was made, our " +
      "workshop repairs it free of charge, whatever the item.",
    link: { to: "/contact", label: "Ask about a repair" },
  },
] as const;

export const repairCovers = [
  "Seams and stitching that come undone",
  "Straps, handles and buckles that break or pull away",
  "Zips, clasps and other hardware that fail",
  "Soles that separate from the upper",
  "Edge paint that peels in the first months",
];

export const repairExcludes = [
  "Normal wear: heel tips and soles worn down, scuffs, creases and softening",
  "Accidents: cuts, burns, stains and pet damage",
  "Soaking, or drying next to a heater, a generator or in full sun",
  "Work already done on the piece by another repairer",
];

export const lifetimeRepairs =
  "After six months, our workshop still looks after every Oja piece for as long as you own it, at a " +
  "fair price: resoling and new heels, re-stitching, new straps and hardware, edge repainting, and a " +
  "full clean and recondition. We always give you a quote before any work starts.";

export const howToSend = [
  "Bring the piece to our showroom, or write to us first with your order number and a photograph of the " +
    "problem, especially if you live outside Lagos and would rather send it by courier.",
  "Most repairs take about two weeks. We tell you when yours is ready, and deliver it back or keep it " +
    "for you to collect.",
];
