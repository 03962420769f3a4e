// The Craftsmanship page: how a piece is made in the Lekki workshop, what it is made of, and how to
// care for leather in Lagos weather.

export const craftsmanshipIntro =
  "From hide to heel, every Oja piece passes through the hands of at least four artisans in our Lekki " +
  "workshop. Nothing is glued where it can be stitched, and nothing leaves the bench until the person " +
  "who made it has signed it.";

export const workshopFigures = [
  { figure: "26", label: "artisans at our benches in Lekki" },
  { figure: "7", label: "hand stitches to the inch on every load-bearing seam" },
  { figure: "48 h", label: "on the last before a shoe meets its sole" },
  { figure: "6 months", label: "of free repairs for any manufacturing defect" },
];

export const makingSteps = [
  {
    title: "Choosing the hide",
    text:
      "We buy full-grain hides only: the strong outer layer of the skin, with its grain left whole " +
      "rather than sanded and printed. Our goatskins come from tanneries in Kano that we visit each " +
      "season, and the vegetable-tanned calf for our bags from family tanneries in Tuscany. Each hide is " +
      "checked on the light table, and its scars and thin patches are marked in chalk to be cut around.",
  },
  {
    title: "Cutting by hand",
    text:
      "Every style has card patterns for each size, and our cutters work with a round knife, reading the " +
      "hide as they go: the firm leather along the backbone for vamps and bag bodies, the softer belly for " +
      "linings and gussets. We would rather leave an offcut on the table than use a weak part.",
  },
  {
    title: "Skiving and closing",
    text:
      "Edges are skived thin so that seams lie flat, then uppers and bag panels are closed. Handles, " +
      "straps and heel counters are saddle-stitched by hand with two needles and waxed linen thread, seven " +
      "stitches to the inch, so that one broken stitch can never unravel a seam.",
  },
  {
    title: "Lasting",
    text:
      "Shoe uppers are pulled over wooden lasts by hand and tacked in place, then rest on the last for at " +
      "least two days, so that the leather has taken the shape of a foot before the sole goes on.",
  },
  {
    title: "Soling",
    text:
      "Our dress shoes are Goodyear-welted, the upper stitched to a leather welt and the sole to the welt, " +
      "so they can be resoled again and again. Loafers and sandals are Blake-stitched for a closer, lighter " +
      "sole, and our sneakers' cupsoles are stitched at the toe and heel, not only glued.",
  },
  {
    title: "Finishing and signing",
    text:
      "Edges are bevelled, sanded, dyed and burnished with beeswax until they shine, solid brass hardware " +
      "is set, and shoes are polished by hand in three coats. Last of all, the artisan who made the piece " +
      "signs the inside: if it ever comes back to us for repair, it goes back to the same bench.",
  },
];

export const materials = [
  {
    title: "Full-grain leather",
    text: "Goatskin from Kano and vegetable-tanned calf from Tuscany, chosen hide by hide.",
  },
  {
    title: "Waxed linen thread",
    text: "Stronger than the leather it holds, and it does not rot in the Lagos damp.",
  },
  {
    title: "Solid brass hardware",
    text: "Buckles, rings and studs that darken gracefully instead of flaking like plated metal.",
  },
  {
    title: "Leather soles and linings",
    text: "They breathe in the heat and mould to your foot, where synthetic linings trap sweat.",
  },
];

export const leatherCare = [
  {
    title: "Let it breathe",
    text:
      "After a day out, give shoes a night on cedar shoe trees, and never store leather in plastic: in the " +
      "rainy season mould loves a sealed bag. Keep bags in their cotton dust bag.",
  },
  {
    title: "Dry it slowly",
    text:
      "Caught in a downpour? Stuff shoes and bags with newspaper and let them dry at room temperature, " +
      "away from the sun and the heat of the generator.",
  },
  {
    title: "Feed it",
    text:
      "Brush off dust with a soft horsehair brush and condition with a neutral leather balm every two to " +
      "three months, and more often during the Harmattan, when the dry wind draws the oils out.",
  },
  {
    title: "Give it a day off",
    text:
      "A day's rest between wears lets the leather dry out from the humidity, and your shoes will last " +
      "years longer for it.",
  },
];
