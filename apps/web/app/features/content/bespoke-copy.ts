import { formatNaira } from "@oja/contracts/money";

// The Bespoke page: what the workshop makes to order, and how a commission goes.

export const bespokeIntro =
  "Some things should be made for one person. Our bespoke service makes shoes to the measure of your " +
  "feet and bags to the shape of your days, in our Lekki workshop, by the artisans who make our " +
  "collection.";

export const commissions = [
  {
    title: "Made-to-measure shoes",
    text:
      "Oxfords, loafers, derbies and boots on a last adjusted to your feet, in the leather, colour and " +
      "sole you choose.",
    terms: `From ${formatNaira(350_000)} a pair · six to eight weeks`,
  },
  {
    title: "Bags to your brief",
    text:
      "A laptop bag sized to your machine, a weekender for your travels, or a briefcase with your initials " +
      "set in brass.",
    terms: `From ${formatNaira(280_000)} · four to six weeks`,
  },
  {
    title: "Weddings and aso-ebi",
    text:
      "Shoes for the groom and his friends, and bags for the bridal party, dyed to match your aso-ebi. " +
      "Bring a swatch of the fabric to your consultation.",
    terms: "Quoted per party · at least ten weeks before the day",
  },
  {
    title: "Monogramming",
    text: "Your initials heat-stamped or hand-painted on most pieces from the collection.",
    terms: `From ${formatNaira(15_000)} · five working days`,
  },
];

export const bespokeSteps = [
  {
    title: "Consultation",
    text:
      "Book an hour at the showroom. We talk about how you will use the piece, look at leathers and " +
      "hardware together, and sketch it. Consultations are free.",
  },
  {
    title: "Measuring",
    text: "For shoes we trace both feet, take eleven measurements of each, and watch how you stand and walk.",
  },
  {
    title: "Quote and deposit",
    text:
      "Within three working days you receive a drawing and a written quote. Work begins with a 50% " +
      "deposit; the balance is due when you collect.",
  },
  {
    title: "Fitting",
    text:
      "Shoes are first made as a fitting pair, so that we can adjust the last before your own leather is " +
      "cut. Bags get a fitting in card and canvas.",
  },
  {
    title: "Collection",
    text:
      "Collect from the showroom, or we deliver to you. Every bespoke piece carries our 6-month free " +
      "repair promise, and our workshop looks after it for life.",
  },
];
