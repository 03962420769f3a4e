import { formatNaira } from "@oja/contracts/money";

// The Trainings page: the courses and the apprenticeship taught at the Lekki workshop.

export const trainingsIntro =
  "The hands that make Oja were trained in Lagos, and we keep passing the trade on. Our courses are " +
  "taught by our own artisans, at the same benches where the collection is made, for beginners, makers " +
  "who want to go further, and young Lagosians who want a trade for life.";

export interface Programme {
  title: string;
  audience: string;
  duration: string;
  fee: string;
  text: string;
}

export const programmes: Programme[] = [
  {
    title: "Leathercraft Foundations",
    audience: "Beginners",
    duration: "Four Saturdays, 10am to 4pm",
    fee: formatNaira(180_000),
    text:
      "Learn to read a hide, cut with a knife and rule, saddle-stitch by hand and burnish an edge. You " +
      "leave with a card holder, a belt and a tote you made yourself. Eight students at most; every tool " +
      "and all the leather are provided.",
  },
  {
    title: "Shoemaking Intensive",
    audience: "Makers who can already stitch",
    duration: "Two weeks, Monday to Friday",
    fee: formatNaira(650_000),
    text:
      "Pattern a loafer on your own last, close the upper, last it by hand and Blake-stitch the sole, " +
      "beside the lasters who make our collection. Four students per cohort, so that every pair gets a " +
      "master's eye.",
  },
  {
    title: "Artisan Apprenticeship",
    audience: "Lagosians aged 18 to 30",
    duration: "Twelve months, full time",
    fee: "Fully funded, with a monthly stipend",
    text:
      "Each year we take on six apprentices, pay them a stipend, and train them at the bench in cutting, " +
      "closing, lasting and finishing. Most of the closers and lasters in our workshop today started here. " +
      "No experience is needed, only patience and good eyes.",
  },
  {
    title: "Workshops for Groups",
    audience: "Teams, friends and celebrations",
    duration: "Three hours at the showroom",
    fee: `${formatNaira(45_000)} per guest`,
    text:
      "Up to fifteen guests each make and monogram a leather keepsake, such as a key fob, a card holder " +
      "or a luggage tag, with an artisan at every table. A favourite for team days, bridal showers and " +
      "birthdays.",
  },
];

export const trainingPractical = [
  "Foundations and Shoemaking cohorts begin in February, June and October; group workshops run on " +
    "weekday evenings and Saturdays by arrangement.",
  "Apprenticeship applications open every September for a January start.",
  "To book a place or apply, send us a message with the programme's name as the subject, or call the " +
    "showroom.",
];
