import { fallbackShopName } from "@oja/contracts/shop";
import type { SeedOffice, SeedProduct, SeedSettings } from "./seed-types.ts";

// The demo catalog of Oja Leather House: 40 products with reviews, the shop settings and the
// Lagos showroom. Plain data only; seed.ts inserts it and product-images.ts draws each `look`.

export const seedProducts: SeedProduct[] = [
  {
    slug: "adire-heritage-loafer",
    name: "Adire Heritage Loafer",
    category: "Shoes",
    priceNaira: 185_000,
    sizes: ["40", "41", "42", "43", "44", "45"],
    colours: ["#9a5b2e", "#4a2c1d", "#5e1f24"],
    descriptionHtml:
      "<p>Our signature loafer pairs a clean, apron-stitched vamp with a " +
      "lining of hand-dyed <em>adire eleko</em> cotton from Abeokuta, so every " +
      "pair carries a flash of indigo you only see when you slip it off.</p>" +
      "<p>The last is cut a little roomier across the forefoot for Lagos heat and long " +
      "days, and the leather softens into a second skin within a fortnight of wear.</p>" +
      "<ul><li><strong>Leather:</strong> full-grain cowhide, vegetable-tanned " +
      "in Tuscany and hand-burnished in our Lagos workshop</li>" +
      "<li><strong>Construction:</strong> Blake-stitched, with a hand-sewn moccasin apron</li>" +
      "<li><strong>Lining:</strong> indigo adire cotton over a calfskin heel pad</li>" +
      "<li><strong>Sole:</strong> oak-bark leather sole with a rubber heel top-piece</li>" +
      "<li><strong>Care:</strong> condition every three months " +
      "with a neutral cream and rest a day between wears</li></ul>",
    look: { kind: "loafer", leather: "#9a5b2e", accent: "#e2d3b5" },
    createdDaysAgo: 180,
    unitsSold: 520,
    likes: 410,
    stock: 22,
    reviews: [
      {
        rating: 5,
        comment:
          "I wore them to my cousin's wedding in Ibadan and stood for almost eight " +
          "hours without any wahala. The indigo lining is a lovely surprise.",
        firstName: "Tunde",
        lastName: "Bakare",
        daysAgo: 150,
      },
      {
        rating: 5,
        comment: "True to size for me, a 43. The cognac has already started to darken nicely after a month.",
        firstName: "Chinedu",
        lastName: "Okeke",
        daysAgo: 96,
      },
      {
        rating: 4,
        comment:
          "Beautiful loafer, and delivery to Abuja took three days. " +
          "A bit stiff at the heel the first week, but it settled.",
        firstName: "Abubakar",
        lastName: "Sani",
        daysAgo: 71,
      },
      {
        rating: 5,
        comment:
          "Bought them as a gift for my husband and he has " +
          "refused to wear anything else to the office since.",
        firstName: "Folake",
        lastName: "Adeyemi",
        daysAgo: 40,
      },
    ],
  },
  {
    slug: "ikoyi-penny-loafer",
    name: "Ikoyi Penny Loafer",
    category: "Shoes",
    priceNaira: 165_000,
    sizes: ["39", "40", "41", "42", "43", "44", "45"],
    colours: ["#1c1a19", "#9a5b2e", "#c08a5b"],
    descriptionHtml:
      "<p>A penny loafer in the old Ikoyi club tradition: a high, rounded " +
      "toe, a slim saddle strap with a hand-cut keeper, and a sleek profile " +
      "that looks right with tailored trousers or a crisp kaftan.</p>" +
      "<p>We make it on a classic last with a slightly higher instep, so it grips the " +
      "heel properly and does not slip when you take the stairs at the office.</p>" +
      "<ul><li><strong>Leather:</strong> Italian calfskin with a polished, semi-aniline finish</li>" +
      "<li><strong>Construction:</strong> Goodyear-welted, so it can be resoled for years</li>" +
      "<li><strong>Lining:</strong> full calfskin, smooth and breathable</li>" +
      "<li><strong>Sole:</strong> leather sole with a discreet rubber insert at the forefoot</li></ul>",
    look: { kind: "loafer", leather: "#1c1a19", accent: "#e2d3b5" },
    createdDaysAgo: 205,
    unitsSold: 610,
    likes: 355,
    stock: 31,
    reviews: [
      {
        rating: 5,
        comment: "Classic shape, no nonsense. I've had compliments at two board meetings already.",
        firstName: "Olumide",
        lastName: "Fashola",
        daysAgo: 180,
      },
      {
        rating: 4,
        comment:
          "Runs half a size large, so I exchanged my 44 for a " +
          "43 and the team handled it quickly. Perfect now.",
        firstName: "Emeka",
        lastName: "Nwosu",
        daysAgo: 142,
      },
      {
        rating: 5,
        comment: "The black polishes up beautifully. Finally a Nigerian brand making shoes at this level.",
        firstName: "Ibrahim",
        lastName: "Musa",
        daysAgo: 120,
      },
      {
        rating: 3,
        comment:
          "Lovely leather, but the sole was slippery on the office " +
          "tiles at first. Scuffing it on the concrete outside helped.",
        firstName: "Tamuno",
        lastName: "Briggs",
        daysAgo: 88,
      },
      {
        rating: 5,
        comment: "Delivered to Port Harcourt in four days, well packed with dust bags. Very happy.",
        firstName: "Ebiere",
        lastName: "Dokubo",
        daysAgo: 51,
      },
      {
        rating: 4,
        comment: "Comfortable from the first day. I would love to see a navy version.",
        firstName: "Kehinde",
        lastName: "Olaniyan",
        daysAgo: 17,
      },
    ],
  },
  {
    slug: "ebute-driving-moccasin",
    name: "Ebute Driving Moccasin",
    category: "Shoes",
    priceNaira: 98_000,
    sizes: ["40", "41", "42", "43", "44"],
    colours: ["#c08a5b", "#1f2a3d", "#4a2c1d"],
    descriptionHtml:
      "<p>Made for the weekend drive out past Ebute to the beach houses beyond, this soft, " +
      "unstructured moccasin folds in the hand and moulds to the foot within hours.</p>" +
      "<p>Rubber pebbles run up the back of the heel so it grips the pedals without " +
      "wearing through, and the whole shoe is light enough to tuck into a carry-on.</p>" +
      "<ul><li><strong>Leather:</strong> supple nubuck calf, drum-dyed in Kano</li>" +
      "<li><strong>Construction:</strong> true moccasin, hand-stitched in our Lagos workshop</li>" +
      "<li><strong>Sole:</strong> flexible rubber pebble sole</li>" +
      "<li><strong>Care:</strong> brush with a soft brush and use " +
      "a water-repellent spray before the rainy season</li></ul>",
    look: { kind: "loafer", leather: "#c08a5b", accent: "#efe6d5" },
    createdDaysAgo: 64,
    unitsSold: 240,
    likes: 190,
    stock: 26,
    reviews: [
      {
        rating: 5,
        comment: "So soft I forgot I had shoes on. Perfect for Sunday drives to Epe.",
        firstName: "Segun",
        lastName: "Afolabi",
        daysAgo: 50,
      },
      {
        rating: 4,
        comment: "Nice colour and well made. They run slightly narrow, so if your feet are wide, size up.",
        firstName: "Obinna",
        lastName: "Nwachukwu",
        daysAgo: 33,
      },
      {
        rating: 5,
        comment: "The navy pair looks sharp with white linen. Delivery to Abuja was quick.",
        firstName: "Hauwa",
        lastName: "Aliyu",
        daysAgo: 12,
      },
    ],
  },
  {
    slug: "marina-cap-toe-oxford",
    name: "Marina Cap-Toe Oxford",
    category: "Shoes",
    priceNaira: 210_000,
    sizes: ["40", "41", "42", "43", "44", "45", "46"],
    colours: ["#1c1a19", "#5e1f24", "#4a2c1d"],
    descriptionHtml:
      "<p>The shoe we reach for on the days that matter: a closed-lace cap-toe oxford " +
      "with a sharp, chiselled toe and a waist shaped by hand over the last.</p>" +
      "<p>It takes a mirror shine on the cap while the quarters keep a soft, rich glow, " +
      "and it looks as at home on the Marina as it does at a wedding in Enugu.</p>" +
      "<ul><li><strong>Leather:</strong> box calf from a " +
      "century-old French tannery, hand-polished in Lagos</li>" +
      "<li><strong>Construction:</strong> Goodyear-welted with a 270-degree storm welt</li>" +
      "<li><strong>Lining:</strong> vegetable-tanned calfskin</li>" +
      "<li><strong>Sole:</strong> oak-bark-tanned leather, closed channel, stacked heel</li>" +
      "<li><strong>Care:</strong> cedar shoe trees after " +
      "every wear and a wax polish once a month</li></ul>",
    look: { kind: "oxford", leather: "#1c1a19", accent: "#2e211a" },
    createdDaysAgo: 228,
    unitsSold: 380,
    likes: 260,
    stock: 12,
    reviews: [
      {
        rating: 5,
        comment:
          "Wore them for my call to bar and they were the " +
          "best-dressed thing in the hall. Solid construction.",
        firstName: "Nnamdi",
        lastName: "Okafor",
        daysAgo: 190,
      },
      {
        rating: 5,
        comment:
          "Comparable to the English shoes I used to import, " +
          "with none of the customs trouble. The fit is spot on.",
        firstName: "Osaze",
        lastName: "Igbinedion",
        daysAgo: 130,
      },
      {
        rating: 4,
        comment: "Needed about a week of breaking in. After that, pure comfort.",
        firstName: "Usman",
        lastName: "Danjuma",
        daysAgo: 77,
      },
      {
        rating: 4,
        comment: "The oxblood is richer in person than on the site. Delivery to Enugu took five days.",
        firstName: "Chiamaka",
        lastName: "Obi",
        daysAgo: 28,
      },
    ],
  },
  {
    slug: "broad-street-wholecut-oxford",
    name: "Broad Street Wholecut Oxford",
    category: "Shoes",
    priceNaira: 268_000,
    sizes: ["40", "41", "42", "43", "44", "45"],
    colours: ["#4a2c1d", "#1c1a19"],
    descriptionHtml:
      "<p>Cut from a single unbroken piece of leather with just one seam at the heel, the " +
      "wholecut is the hardest shoe our cutters make and the most quietly impressive.</p>" +
      "<p>One flaw anywhere on the hide rules out the whole panel, so selecting and cutting each " +
      "pair takes a master clicker most of a morning. We make them in small runs of twenty.</p>" +
      "<ul><li><strong>Leather:</strong> full-grain French calf, hand-antiqued in two shades</li>" +
      "<li><strong>Construction:</strong> Goodyear-welted and hand-lasted over three days</li>" +
      "<li><strong>Sole:</strong> leather sole with a fiddleback waist and bevelled edge</li>" +
      "<li><strong>Lining:</strong> natural calfskin</li>" +
      "<li><strong>Availability:</strong> made in small batches; " +
      "ask us to tell you when the next run is ready</li></ul>",
    look: { kind: "oxford", leather: "#4a2c1d", accent: "#2e211a" },
    createdDaysAgo: 160,
    unitsSold: 95,
    likes: 300,
    stock: 0,
    reviews: [
      {
        rating: 5,
        comment: "A work of art. People ask me who made them everywhere I go on the Island.",
        firstName: "Adebayo",
        lastName: "Ogunleye",
        daysAgo: 120,
      },
      {
        rating: 5,
        comment: "Worth every naira. The antiquing on the toe is gorgeous.",
        firstName: "Tonye",
        lastName: "Harry",
        daysAgo: 70,
      },
      {
        rating: 4,
        comment: "Superb shoe. I waited two weeks for my size, but the team kept me informed throughout.",
        firstName: "Sadiq",
        lastName: "Garba",
        daysAgo: 35,
      },
    ],
  },
  {
    slug: "aso-oke-derby",
    name: "Aso-Oke Derby",
    category: "Shoes",
    priceNaira: 195_000,
    sizes: ["40", "41", "42", "43", "44", "45"],
    colours: ["#4a2c1d", "#9a5b2e", "#1f2a3d"],
    descriptionHtml:
      "<p>An open-laced derby with a woven heel panel of <em>aso-oke</em>, " +
      "loomed for us by a family of weavers in Iseyin, Oyo State. The strip " +
      "is narrow and quiet: a flash of gold and indigo as you walk.</p>" +
      "<p>Open lacing gives more room over the instep than an oxford, which " +
      "makes this our most forgiving formal shoe for high or wide feet.</p>" +
      "<ul><li><strong>Leather:</strong> vegetable-tanned cowhide with a hand-rubbed finish</li>" +
      "<li><strong>Detail:</strong> hand-loomed aso-oke heel panel, no two alike</li>" +
      "<li><strong>Construction:</strong> Blake-stitched and hand-finished in our Lagos workshop</li>" +
      "<li><strong>Sole:</strong> leather sole with a grippy rubber heel</li></ul>",
    look: { kind: "oxford", leather: "#4a2c1d", accent: "#a67c2e" },
    createdDaysAgo: 118,
    unitsSold: 275,
    likes: 340,
    stock: 18,
    reviews: [
      {
        rating: 5,
        comment:
          "Wore these with my agbada for my father's 70th and the old " +
          "men kept asking about the woven heel. Proud to wear Nigerian.",
        firstName: "Damilola",
        lastName: "Oshodi",
        daysAgo: 90,
      },
      {
        rating: 4,
        comment: "Good fit for wide feet like mine. The colour is slightly darker than in the pictures.",
        firstName: "Ifeanyi",
        lastName: "Umeh",
        daysAgo: 64,
      },
      {
        rating: 5,
        comment: "Excellent craftsmanship and my husband loves them. Arrived in Kaduna well packaged.",
        firstName: "Maryam",
        lastName: "Abdullahi",
        daysAgo: 41,
      },
      {
        rating: 3,
        comment:
          "Lovely shoe, but the laces were too short for my " +
          "liking. I swapped them for longer ones and all is fine.",
        firstName: "Terver",
        lastName: "Iorliam",
        daysAgo: 22,
      },
    ],
  },
  {
    slug: "plateau-chelsea-boot",
    name: "Plateau Chelsea Boot",
    category: "Shoes",
    priceNaira: 235_000,
    sizes: ["40", "41", "42", "43", "44", "45", "46"],
    colours: ["#4a2c1d", "#1c1a19", "#c08a5b"],
    descriptionHtml:
      "<p>Named for the cool mornings of Jos, this is a slim Chelsea boot with a chiselled " +
      "toe, deep elastic gussets and a pull tab finished in the same leather as the boot.</p>" +
      "<p>It is fully lined, which makes it our choice for harmattan, air-conditioned " +
      "offices and travel abroad, yet it stays light enough for a Lagos evening.</p>" +
      "<ul><li><strong>Leather:</strong> waxed pull-up cowhide that lightens where it creases</li>" +
      "<li><strong>Construction:</strong> Goodyear-welted and fully resoleable</li>" +
      "<li><strong>Sole:</strong> leather midsole with a low-profile rubber outsole</li>" +
      "<li><strong>Lining:</strong> soft glove leather</li>" +
      "<li><strong>Care:</strong> when the wax dulls, work it back in with a horsehair brush</li></ul>",
    look: { kind: "boot", leather: "#4a2c1d", accent: "#2a2624" },
    createdDaysAgo: 142,
    unitsSold: 330,
    likes: 395,
    stock: 9,
    reviews: [
      {
        rating: 5,
        comment: "Took them to London in December and they held up to the rain and cold. Still look new.",
        firstName: "Chioma",
        lastName: "Ibe",
        daysAgo: 110,
      },
      {
        rating: 4,
        comment: "Great boot. The elastic was tight to pull on at first, but it's fine now.",
        firstName: "Aminu",
        lastName: "Kabiru",
        daysAgo: 95,
      },
      {
        rating: 5,
        comment: "The pull-up leather ages beautifully. I get stopped on the street in Jos all the time.",
        firstName: "Ene",
        lastName: "Ogbu",
        daysAgo: 80,
      },
      {
        rating: 5,
        comment: "Fits true to size and the welt is properly done. Delivered to Port Harcourt in four days.",
        firstName: "Nengi",
        lastName: "Amachree",
        daysAgo: 46,
      },
      {
        rating: 4,
        comment: "Very nice. A little warm for Lagos afternoons, but perfect for evenings and flights.",
        firstName: "Babatunde",
        lastName: "Ojo",
        daysAgo: 19,
      },
    ],
  },
  {
    slug: "badagry-suede-chukka",
    name: "Badagry Suede Chukka",
    category: "Shoes",
    priceNaira: 158_000,
    sizes: ["40", "41", "42", "43", "44", "45"],
    colours: ["#d8c3a0", "#4a2c1d", "#5b5a3a"],
    descriptionHtml:
      "<p>A two-eyelet desert chukka in soft suede, set on a natural crepe sole " +
      "that cushions every step on hot pavement and sandy ground alike.</p>" +
      "<p>We named it for the old coastal town of Badagry, where the sand meets " +
      "the lagoon, and gave it an unlined shaft that breathes in the heat.</p>" +
      "<ul><li><strong>Leather:</strong> velvety calf suede, tanned and dyed in Kano</li>" +
      "<li><strong>Sole:</strong> natural crepe rubber, stitched down by hand</li>" +
      "<li><strong>Construction:</strong> unlined vamp for a soft, instant fit</li>" +
      "<li><strong>Care:</strong> brush after each wear and " +
      "treat with suede protector before the rains</li></ul>",
    look: { kind: "boot", leather: "#d8c3a0", accent: "#efe6d5" },
    createdDaysAgo: 96,
    unitsSold: 210,
    likes: 175,
    stock: 20,
    reviews: [
      {
        rating: 4,
        comment: "Very comfortable and the sand colour goes with everything. Just be careful in the rain.",
        firstName: "Yewande",
        lastName: "Ogunbiyi",
        daysAgo: 70,
      },
      {
        rating: 5,
        comment: "Best casual boot I own. The crepe sole is like walking on foam.",
        firstName: "Ochuko",
        lastName: "Ejiro",
        daysAgo: 45,
      },
      {
        rating: 4,
        comment: "Good quality, though the olive is more khaki than I expected. I still love them.",
        firstName: "Zainab",
        lastName: "Lawal",
        daysAgo: 14,
      },
    ],
  },
  {
    slug: "onikan-backless-mule",
    name: "Onikan Backless Mule",
    category: "Shoes",
    priceNaira: 118_000,
    sizes: ["39", "40", "41", "42", "43", "44"],
    colours: ["#5e1f24", "#1c1a19", "#d8c3a0"],
    descriptionHtml:
      "<p>A backless loafer-mule with a brass bar across the vamp, made for slipping " +
      "on at the door and walking straight into a gallery opening on Onikan.</p>" +
      "<p>The heel bed is padded and sculpted so the foot stays put without " +
      "a counter, and a low stacked heel gives just enough lift.</p>" +
      "<ul><li><strong>Leather:</strong> glazed calfskin, vegetable-tanned in Tuscany</li>" +
      "<li><strong>Hardware:</strong> solid brass bar, polished by hand</li>" +
      "<li><strong>Lining:</strong> calfskin, with a cushioned leather footbed</li>" +
      "<li><strong>Sole:</strong> leather sole with a stacked heel and rubber top-piece</li></ul>",
    look: { kind: "mule", leather: "#5e1f24", accent: "#b8893b" },
    createdDaysAgo: 22,
    unitsSold: 60,
    likes: 145,
    stock: 16,
    reviews: [
      {
        rating: 5,
        comment: "Elegant and easy. The oxblood looks expensive in the best way.",
        firstName: "Adaobi",
        lastName: "Okonkwo",
        daysAgo: 15,
      },
      {
        rating: 4,
        comment: "Love them, but size down if you're between sizes, otherwise they slip a little.",
        firstName: "Funmilayo",
        lastName: "Ajayi",
        daysAgo: 8,
      },
    ],
  },
  {
    slug: "lekki-slide",
    name: "Lekki Slide",
    category: "Sandals",
    priceNaira: 48_000,
    sizes: ["39", "40", "41", "42", "43", "44", "45", "46"],
    colours: ["#9a5b2e", "#1c1a19", "#c08a5b"],
    descriptionHtml:
      "<p>Our best-selling slide: one wide, hand-burnished strap over a contoured " +
      "leather footbed that moulds to the shape of your foot in the first few weeks.</p>" +
      "<p>It is the pair we keep by the door for beach weekends, Saturday errands " +
      "and everything in between, and it only gets better with sun and salt.</p>" +
      "<ul><li><strong>Leather:</strong> thick vegetable-tanned " +
      "cowhide from Kano, edges burnished by hand</li>" +
      "<li><strong>Footbed:</strong> layered leather over cork, shaped to the arch</li>" +
      "<li><strong>Sole:</strong> stitched rubber sole with a light tread</li>" +
      "<li><strong>Care:</strong> wipe with a damp cloth and let it dry away from direct sun</li></ul>",
    look: { kind: "slide", leather: "#9a5b2e", accent: "#e2d3b5" },
    createdDaysAgo: 235,
    unitsSold: 880,
    likes: 520,
    stock: 48,
    reviews: [
      {
        rating: 5,
        comment:
          "I have three colours now. I wear them almost every day and they still look good after a year.",
        firstName: "Temitope",
        lastName: "Alade",
        daysAgo: 195,
      },
      {
        rating: 5,
        comment: "Comfortable from day one. The footbed really does mould to your foot.",
        firstName: "Uchenna",
        lastName: "Anyanwu",
        daysAgo: 160,
      },
      {
        rating: 4,
        comment: "Good slide, arrived in Abuja in two days. The strap was a bit tight at first.",
        firstName: "Fatima",
        lastName: "Shehu",
        daysAgo: 118,
      },
      {
        rating: 5,
        comment: "Bought them for the whole family for the December holidays. Everyone is happy.",
        firstName: "Ekaette",
        lastName: "Udo",
        daysAgo: 84,
      },
      {
        rating: 4,
        comment: "Proper leather, not the plastic stuff you find everywhere. Worth the price.",
        firstName: "Ebuka",
        lastName: "Ugwu",
        daysAgo: 39,
      },
      {
        rating: 3,
        comment: "Nice quality, but the black shows dust easily on Lekki roads. I wipe them every evening.",
        firstName: "Bukola",
        lastName: "Oyelaran",
        daysAgo: 10,
      },
    ],
  },
  {
    slug: "tarkwa-bay-slide",
    name: "Tarkwa Bay Slide",
    category: "Sandals",
    priceNaira: 39_000,
    sizes: ["39", "40", "41", "42", "43", "44", "45"],
    colours: ["#d8c3a0", "#c08a5b", "#1f2a3d"],
    descriptionHtml:
      "<p>A lighter, two-strap slide built for the boat ride to Tarkwa Bay and a long " +
      "afternoon on the sand, with soft straps that won't rub when your feet are wet.</p>" +
      "<p>The straps are tanned to shrug off a splash and the sole is " +
      "water-friendly rubber, so you can wade in without a second thought.</p>" +
      "<ul><li><strong>Leather:</strong> water-resistant tumbled cowhide</li>" +
      "<li><strong>Footbed:</strong> moulded rubber with a quick-drying leather top</li>" +
      "<li><strong>Sole:</strong> lightweight, non-slip rubber</li>" +
      "<li><strong>Made:</strong> cut and stitched in our Lagos workshop</li></ul>",
    look: { kind: "slide", leather: "#d8c3a0", accent: "#1f2a3d" },
    createdDaysAgo: 48,
    unitsSold: 430,
    likes: 210,
    stock: 40,
    reviews: [
      {
        rating: 4,
        comment: "Perfect for the beach, dried quickly after getting wet. Very light in the bag.",
        firstName: "Idara",
        lastName: "Bassey",
        daysAgo: 40,
      },
      {
        rating: 5,
        comment: "Great value for real leather. My children have asked for matching ones.",
        firstName: "Kunle",
        lastName: "Adesanya",
        daysAgo: 26,
      },
      {
        rating: 4,
        comment: "The sand colour is lovely. Runs a little big.",
        firstName: "Hadiza",
        lastName: "Usman",
        daysAgo: 9,
      },
    ],
  },
  {
    slug: "epe-double-buckle-slide",
    name: "Epe Double-Buckle Slide",
    category: "Sandals",
    priceNaira: 65_000,
    sizes: ["39", "40", "41", "42", "43", "44", "45"],
    colours: ["#4a2c1d", "#5b5a3a", "#1c1a19"],
    descriptionHtml:
      "<p>Two adjustable straps with solid brass roller buckles, so you " +
      "can set the fit exactly over a high instep or a narrow foot.</p>" +
      "<p>The footbed is deep and cushioned, with a raised toe bar and firm arch support " +
      "for long walks through the Epe fish market or a whole day on your feet.</p>" +
      "<ul><li><strong>Leather:</strong> oiled nubuck cowhide with a soft, matte hand</li>" +
      "<li><strong>Hardware:</strong> solid brass roller buckles</li>" +
      "<li><strong>Footbed:</strong> cork and latex, lined in suede</li>" +
      "<li><strong>Sole:</strong> light, shock-absorbing EVA with a rubber tread</li></ul>",
    look: { kind: "slide", leather: "#4a2c1d", accent: "#b8893b" },
    createdDaysAgo: 5,
    unitsSold: 14,
    likes: 62,
    stock: 30,
    reviews: [],
  },
  {
    slug: "eko-fisherman-sandal",
    name: "Eko Fisherman Sandal",
    category: "Sandals",
    priceNaira: 88_000,
    sizes: ["40", "41", "42", "43", "44", "45"],
    colours: ["#c08a5b", "#9a5b2e", "#4a2c1d"],
    descriptionHtml:
      "<p>A closed-toe fisherman sandal woven from hand-cut strips, with a single brass " +
      "buckle at the ankle. It covers the foot like a shoe and breathes like a sandal.</p>" +
      "<p>Smart enough for a linen suit and sturdy enough for a walk through the " +
      "Lagos Island markets, it is the sandal our own workshop team wear.</p>" +
      "<ul><li><strong>Leather:</strong> vegetable-tanned " +
      "cowhide that darkens to a rich honey with wear</li>" +
      "<li><strong>Construction:</strong> hand-woven upper, Blake-stitched to the sole</li>" +
      "<li><strong>Sole:</strong> leather sole with a rubber grip layer</li>" +
      "<li><strong>Hardware:</strong> solid brass buckle</li></ul>",
    look: { kind: "sandal", leather: "#c08a5b", accent: "#b8893b" },
    createdDaysAgo: 170,
    unitsSold: 300,
    likes: 240,
    stock: 21,
    reviews: [
      {
        rating: 5,
        comment: "I wear it with trousers to work on Fridays. Looks smart and keeps my feet cool.",
        firstName: "Femi",
        lastName: "Adewale",
        daysAgo: 140,
      },
      {
        rating: 4,
        comment: "Well made, but it needed a week to soften at the toe.",
        firstName: "Kelechi",
        lastName: "Nwankwo",
        daysAgo: 99,
      },
      {
        rating: 5,
        comment: "Delivered to Port Harcourt in three days. The weaving is very neat.",
        firstName: "Ibiere",
        lastName: "Jack",
        daysAgo: 55,
      },
      {
        rating: 4,
        comment: "Nice sandal. I'd like it in black next time.",
        firstName: "Yakubu",
        lastName: "Ahmed",
        daysAgo: 20,
      },
    ],
  },
  {
    slug: "osogbo-woven-sandal",
    name: "Osogbo Woven Sandal",
    category: "Sandals",
    priceNaira: 76_000,
    sizes: ["39", "40", "41", "42", "43", "44"],
    colours: ["#9a5b2e", "#d8c3a0", "#5e1f24"],
    descriptionHtml:
      "<p>Inspired by the carved screens of the Osun Osogbo sacred grove, this flat " +
      "sandal has a broad, hand-plaited band across the toes and a slim ankle strap.</p>" +
      "<p>Our weavers plait each band from a single skin, which takes most of a " +
      "day per pair. The result is flexible, light and unmistakably handmade.</p>" +
      "<ul><li><strong>Leather:</strong> soft goatskin, tanned in Kano</li>" +
      "<li><strong>Construction:</strong> hand-plaited upper on a stitched leather footbed</li>" +
      "<li><strong>Sole:</strong> thin rubber sole for grip</li>" +
      "<li><strong>Fastening:</strong> adjustable ankle strap with a brass buckle</li></ul>",
    look: { kind: "sandal", leather: "#9a5b2e", accent: "#e2d3b5" },
    createdDaysAgo: 132,
    unitsSold: 260,
    likes: 330,
    stock: 15,
    reviews: [
      {
        rating: 5,
        comment: "The plaiting is so beautiful. I wore them to the Osun festival and felt very at home.",
        firstName: "Omolara",
        lastName: "Adeleke",
        daysAgo: 100,
      },
      {
        rating: 4,
        comment: "Light and comfortable. The ankle strap could be a little longer.",
        firstName: "Onyinyechi",
        lastName: "Okorie",
        daysAgo: 60,
      },
      {
        rating: 5,
        comment: "Bought two pairs as gifts and everybody loves them.",
        firstName: "Precious",
        lastName: "Edet",
        daysAgo: 24,
      },
    ],
  },
  {
    slug: "durbar-cross-strap-sandal",
    name: "Durbar Cross-Strap Sandal",
    category: "Sandals",
    priceNaira: 112_000,
    sizes: ["40", "41", "42", "43", "44", "45"],
    colours: ["#5e1f24", "#1c1a19", "#9a5b2e"],
    descriptionHtml:
      "<p>A salute to the horsemen of the Kano Durbar: crossed straps in deep, rich " +
      "goatskin, edged with a fine line of hand-tooled stitching in antique gold.</p>" +
      "<p>It is a statement sandal for Sallah, weddings and evenings out, " +
      "finished with a cushioned footbed so it can go the distance.</p>" +
      "<ul><li><strong>Leather:</strong> red Sokoto goatskin, tanned the traditional way in Kano</li>" +
      "<li><strong>Detail:</strong> hand-tooled edging with gold-tone thread</li>" +
      "<li><strong>Footbed:</strong> layered leather over a latex cushion</li>" +
      "<li><strong>Sole:</strong> leather sole with a rubber heel</li>" +
      "<li><strong>Care:</strong> keep dry and condition lightly once a season</li></ul>",
    look: { kind: "sandal", leather: "#5e1f24", accent: "#a67c2e" },
    createdDaysAgo: 76,
    unitsSold: 150,
    likes: 280,
    stock: 11,
    reviews: [
      {
        rating: 5,
        comment: "Wore them for Sallah and got compliments from everyone. The goatskin is so soft.",
        firstName: "Nasiru",
        lastName: "Idris",
        daysAgo: 58,
      },
      {
        rating: 5,
        comment: "Finally, sandals that look traditional and modern at the same time.",
        firstName: "Amina",
        lastName: "Ladan",
        daysAgo: 30,
      },
      {
        rating: 4,
        comment: "Beautiful. A bit pricey, but the quality explains it.",
        firstName: "Efe",
        lastName: "Oghenekaro",
        daysAgo: 11,
      },
    ],
  },
  {
    slug: "ibeju-toe-post-sandal",
    name: "Ibeju Toe-Post Sandal",
    category: "Sandals",
    priceNaira: 55_000,
    sizes: ["39", "40", "41", "42", "43", "44"],
    colours: ["#c08a5b", "#d8c3a0", "#1c1a19"],
    descriptionHtml:
      "<p>A minimal toe-post sandal with a slim, knotted strap and a single " +
      "brass stud, designed for the long, quiet beaches east of Lekki.</p>" +
      "<p>The footbed is cut from thick vegetable-tanned leather that takes the " +
      "imprint of your foot, so after a month it fits you and nobody else.</p>" +
      "<ul><li><strong>Leather:</strong> natural vegetable-tanned " +
      "cowhide, left unfinished so it patinas quickly</li>" +
      "<li><strong>Hardware:</strong> solid brass stud</li>" +
      "<li><strong>Sole:</strong> stacked leather with a thin rubber tread</li>" +
      "<li><strong>Care:</strong> water spots fade into the " +
      "patina over time, so don't worry about them</li></ul>",
    look: { kind: "sandal", leather: "#c08a5b", accent: "#b8893b" },
    createdDaysAgo: 9,
    unitsSold: 35,
    likes: 88,
    stock: 27,
    reviews: [
      {
        rating: 5,
        comment: "Simple and very comfortable. It arrived in Ibadan in two days.",
        firstName: "Tolulope",
        lastName: "Akinola",
        daysAgo: 4,
      },
    ],
  },
  {
    slug: "surulere-court-sneaker",
    name: "Surulere Court Sneaker",
    category: "Sneakers",
    priceNaira: 118_000,
    sizes: ["39", "40", "41", "42", "43", "44", "45", "46"],
    colours: ["#f1ece2", "#1f2a3d", "#1c1a19"],
    descriptionHtml:
      "<p>A clean, low-profile court sneaker in smooth chalk calfskin, with a tonal " +
      "heel tab and a cupsole stitched all the way round so it never peels.</p>" +
      "<p>It has the look of a vintage trainer from the National Stadium's glory days, " +
      "reworked with a padded leather collar and a cushioned insole for all-day wear.</p>" +
      "<ul><li><strong>Leather:</strong> full-grain Italian calfskin upper</li>" +
      "<li><strong>Lining:</strong> calfskin, breathable and soft at the heel</li>" +
      "<li><strong>Sole:</strong> stitched natural rubber cupsole</li>" +
      "<li><strong>Insole:</strong> removable, leather-covered foam</li>" +
      "<li><strong>Care:</strong> wipe the upper with a " +
      "damp cloth; clean the sole with mild soap</li></ul>",
    look: { kind: "sneaker", leather: "#f1ece2", accent: "#1f2a3d" },
    createdDaysAgo: 200,
    unitsSold: 720,
    likes: 470,
    stock: 35,
    reviews: [
      {
        rating: 5,
        comment: "My everyday shoe now. Clean, comfortable, and the leather is very soft.",
        firstName: "Chukwudi",
        lastName: "Eze",
        daysAgo: 170,
      },
      {
        rating: 5,
        comment: "Sized exactly like my other sneakers. Delivery to Abuja was fast.",
        firstName: "Rukayya",
        lastName: "Salihu",
        daysAgo: 140,
      },
      {
        rating: 4,
        comment: "Good sneaker. The white picks up marks, but it cleans easily.",
        firstName: "Gbenga",
        lastName: "Oladipo",
        daysAgo: 101,
      },
      {
        rating: 5,
        comment: "I've worn them to the office with chinos and on weekends with jeans. Very versatile.",
        firstName: "Seun",
        lastName: "Ogundipe",
        daysAgo: 66,
      },
      {
        rating: 2,
        comment:
          "Love the look, but the left one squeaked for the first week. " +
          "Customer service sent a new insole and it's better now.",
        firstName: "Ifeoma",
        lastName: "Chukwu",
        daysAgo: 42,
      },
      {
        rating: 4,
        comment: "Very neat stitching. I'd like more colours.",
        firstName: "Ahmed",
        lastName: "Tijani",
        daysAgo: 12,
      },
    ],
  },
  {
    slug: "yaba-low-top",
    name: "Yaba Low-Top",
    category: "Sneakers",
    priceNaira: 92_000,
    sizes: ["39", "40", "41", "42", "43", "44", "45"],
    colours: ["#1c1a19", "#c08a5b", "#5b5a3a"],
    descriptionHtml:
      "<p>A minimalist low-top made for the Yaba crowd: founders, coders and creatives " +
      "who want one pair that works from the co-working space to dinner.</p>" +
      "<p>Tonal laces, no logos and a slim rubber sole keep it quiet, while " +
      "a tumbled leather upper hides the knocks of the daily commute.</p>" +
      "<ul><li><strong>Leather:</strong> tumbled cowhide, chrome-free tanned in Kano</li>" +
      "<li><strong>Sole:</strong> slim vulcanised rubber</li>" +
      "<li><strong>Lining:</strong> breathable cotton twill</li>" +
      "<li><strong>Made:</strong> cut, stitched and lasted in our Lagos workshop</li></ul>",
    look: { kind: "sneaker", leather: "#1c1a19", accent: "#f4f1ea" },
    createdDaysAgo: 110,
    unitsSold: 540,
    likes: 300,
    stock: 38,
    reviews: [
      {
        rating: 5,
        comment: "I wear them to the office every day. No logos, just good leather. Exactly what I wanted.",
        firstName: "Tobi",
        lastName: "Adebanjo",
        daysAgo: 90,
      },
      {
        rating: 4,
        comment: "Good fit, a little stiff at the heel at first.",
        firstName: "Chidi",
        lastName: "Obiora",
        daysAgo: 61,
      },
      {
        rating: 5,
        comment: "Bought black for me and olive for my brother. Both came within three days.",
        firstName: "Ese",
        lastName: "Omonigho",
        daysAgo: 36,
      },
      {
        rating: 3,
        comment: "Nice shoe, but the sole is thinner than I expected for the price.",
        firstName: "Rilwan",
        lastName: "Alabi",
        daysAgo: 18,
      },
    ],
  },
  {
    slug: "admiralty-runner",
    name: "Admiralty Runner",
    category: "Sneakers",
    priceNaira: 145_000,
    sizes: ["40", "41", "42", "43", "44", "45", "46"],
    colours: ["#d8c3a0", "#1f2a3d", "#1c1a19"],
    descriptionHtml:
      "<p>A retro runner in panels of suede and smooth leather, with a sculpted gum " +
      "sole and a low, easy profile built for evening walks along Admiralty Way.</p>" +
      "<p>We borrowed the shape from seventies running shoes, then slowed it down: a softer " +
      "footbed, a padded tongue and leather that only looks better as it softens.</p>" +
      "<ul><li><strong>Leather:</strong> calf suede with smooth calfskin overlays</li>" +
      "<li><strong>Sole:</strong> gum rubber with a herringbone tread</li>" +
      "<li><strong>Insole:</strong> cushioned latex footbed, leather-lined</li>" +
      "<li><strong>Care:</strong> a suede brush for the " +
      "panels, a damp cloth for the smooth leather</li></ul>",
    look: { kind: "sneaker", leather: "#d8c3a0", accent: "#b07a43" },
    createdDaysAgo: 34,
    unitsSold: 190,
    likes: 260,
    stock: 24,
    reviews: [
      {
        rating: 5,
        comment: "Very comfortable and great for walking. The gum sole looks classy.",
        firstName: "Tosin",
        lastName: "Olatunji",
        daysAgo: 28,
      },
      {
        rating: 4,
        comment: "Stylish and light. The suede needs care during the rainy season, though.",
        firstName: "Nkechi",
        lastName: "Agu",
        daysAgo: 20,
      },
      {
        rating: 5,
        comment: "One of the nicest sneakers I've bought, and it's made in Lagos. Love it.",
        firstName: "Mustapha",
        lastName: "Sule",
        daysAgo: 7,
      },
    ],
  },
  {
    slug: "third-mainland-high-top",
    name: "Third Mainland High-Top",
    category: "Sneakers",
    priceNaira: 168_000,
    sizes: ["40", "41", "42", "43", "44", "45", "46"],
    colours: ["#1c1a19", "#4a2c1d", "#5e1f24"],
    descriptionHtml:
      "<p>A high-top with the long, confident line of the Third Mainland Bridge: a " +
      "tall padded collar, a smooth leather upper and a crisp white cupsole.</p>" +
      "<p>It is our most structured sneaker, with a heel counter that holds its shape " +
      "for years and an inner zip so you can step in and out without unlacing.</p>" +
      "<ul><li><strong>Leather:</strong> full-grain calfskin with a light pebble grain</li>" +
      "<li><strong>Construction:</strong> stitched cupsole, resoleable in our workshop</li>" +
      "<li><strong>Fastening:</strong> waxed cotton laces and an inside zip</li>" +
      "<li><strong>Lining:</strong> calfskin, with a padded collar</li></ul>",
    look: { kind: "sneaker", leather: "#1c1a19", accent: "#f4f1ea" },
    createdDaysAgo: 88,
    unitsSold: 260,
    likes: 380,
    stock: 0,
    reviews: [
      {
        rating: 5,
        comment: "It sold out twice before I managed to get my size. Worth the wait, they're beautiful.",
        firstName: "Osasu",
        lastName: "Omoregie",
        daysAgo: 60,
      },
      {
        rating: 5,
        comment: "The inside zip is genius. Solid shoe.",
        firstName: "Jide",
        lastName: "Adeniran",
        daysAgo: 44,
      },
      {
        rating: 4,
        comment: "Runs a little small, so size up by half. Otherwise perfect.",
        firstName: "Ogechi",
        lastName: "Ekwueme",
        daysAgo: 30,
      },
      {
        rating: 4,
        comment: "Heavier than my other sneakers, but you can feel the quality.",
        firstName: "Bashir",
        lastName: "Umar",
        daysAgo: 16,
      },
    ],
  },
  {
    slug: "ikeja-suede-trainer",
    name: "Ikeja Suede Trainer",
    category: "Sneakers",
    priceNaira: 108_000,
    sizes: ["39", "40", "41", "42", "43", "44", "45"],
    colours: ["#5b5a3a", "#d8c3a0", "#4a2c1d"],
    descriptionHtml:
      "<p>A soft, low trainer in brushed suede with a T-toe overlay and a " +
      "cream rubber sole, made for Ikeja weekends and airport runs.</p>" +
      "<p>The suede is treated to repel light rain and dust, and the cushioned " +
      "insole means you can walk the length of the mall without a thought.</p>" +
      "<ul><li><strong>Leather:</strong> water-repellent calf suede from a Kano tannery</li>" +
      "<li><strong>Sole:</strong> cream rubber cupsole</li>" +
      "<li><strong>Lining:</strong> soft calfskin</li>" +
      "<li><strong>Care:</strong> brush in one direction and refresh with suede protector</li></ul>",
    look: { kind: "sneaker", leather: "#5b5a3a", accent: "#efe6d5" },
    createdDaysAgo: 150,
    unitsSold: 350,
    likes: 190,
    stock: 29,
    reviews: [
      {
        rating: 4,
        comment: "The olive colour is very nice. Delivery to Kano took a week, though.",
        firstName: "Halima",
        lastName: "Yusuf",
        daysAgo: 120,
      },
      {
        rating: 5,
        comment: "Comfortable and stylish. My go-to pair for flights.",
        firstName: "Victor",
        lastName: "Okoro",
        daysAgo: 80,
      },
      {
        rating: 4,
        comment: "Good trainer. The sand shows dirt easily, so get the olive.",
        firstName: "Yetunde",
        lastName: "Bankole",
        daysAgo: 37,
      },
    ],
  },
  {
    slug: "balogun-slip-on",
    name: "Balogun Slip-On",
    category: "Sneakers",
    priceNaira: 78_000,
    sizes: ["39", "40", "41", "42", "43", "44", "45"],
    colours: ["#c08a5b", "#1c1a19", "#1f2a3d"],
    descriptionHtml:
      "<p>An easy, laceless slip-on with twin elastic gores, made for days that " +
      "move fast. Step in, step out and keep moving through the Balogun crowd.</p>" +
      "<p>The upper is a soft, unlined leather that flexes with the foot, " +
      "set on a lightweight sole that stays cool in the afternoon heat.</p>" +
      "<ul><li><strong>Leather:</strong> soft aniline cowhide, unlined for breathability</li>" +
      "<li><strong>Sole:</strong> lightweight vulcanised rubber</li>" +
      "<li><strong>Insole:</strong> removable and leather-covered</li>" +
      "<li><strong>Made:</strong> hand-lasted in our Lagos workshop</li></ul>",
    look: { kind: "sneaker", leather: "#c08a5b", accent: "#f4f1ea" },
    createdDaysAgo: 58,
    unitsSold: 410,
    likes: 150,
    stock: 44,
    reviews: [
      {
        rating: 4,
        comment: "Easy to wear and very light. Good for church on Sunday and errands after.",
        firstName: "Peace",
        lastName: "Akpan",
        daysAgo: 40,
      },
      {
        rating: 5,
        comment: "My dad wears nothing else now. Great value.",
        firstName: "Olamide",
        lastName: "Oyewole",
        daysAgo: 15,
      },
    ],
  },
  {
    slug: "awolowo-road-tennis-sneaker",
    name: "Awolowo Road Tennis Sneaker",
    category: "Sneakers",
    priceNaira: 126_000,
    sizes: ["40", "41", "42", "43", "44", "45"],
    colours: ["#f1ece2", "#5e1f24", "#1f2a3d"],
    descriptionHtml:
      "<p>A slim tennis sneaker with perforated side panels and a contrast heel " +
      "tab, inspired by the old club courts of Ikoyi off Awolowo Road.</p>" +
      "<p>The quarters are cut from a single piece for a smooth, seam-light look, and " +
      "the thin sole keeps the profile elegant enough to wear with tailoring.</p>" +
      "<ul><li><strong>Leather:</strong> smooth nappa calfskin, perforated for airflow</li>" +
      "<li><strong>Sole:</strong> thin natural rubber cupsole, stitched</li>" +
      "<li><strong>Lining:</strong> calfskin throughout</li>" +
      "<li><strong>Detail:</strong> contrast heel tab with hand-painted edges</li></ul>",
    look: { kind: "sneaker", leather: "#f1ece2", accent: "#5e1f24" },
    createdDaysAgo: 3,
    unitsSold: 8,
    likes: 74,
    stock: 25,
    reviews: [],
  },
  {
    slug: "luxurious-voyager-bag",
    name: "Luxurious Voyager Bag",
    category: "Bags",
    priceNaira: 485_000,
    sizes: ["One Size"],
    colours: ["#9a5b2e", "#4a2c1d", "#1c1a19", "#5b5a3a"],
    descriptionHtml:
      "<p>The Voyager is the bag we built our house around: a generous " +
      "weekender cut from a single, carefully chosen hide, sized for three " +
      "days of clothes yet small enough for the overhead locker.</p>" +
      "<p>One artisan makes each bag from start to finish in our Lagos workshop over " +
      "about four days, then signs and numbers it inside. Carry it to Ibadan for the " +
      "weekend or abroad for a month; it will look better after every trip.</p>" +
      "<ul><li><strong>Leather:</strong> 2.2 mm full-grain cowhide, vegetable-tanned in Tuscany</li>" +
      "<li><strong>Construction:</strong> saddle-stitched by " +
      "hand with waxed linen thread, edges burnished</li>" +
      "<li><strong>Hardware:</strong> solid brass zip, base studs and swivel clasps</li>" +
      "<li><strong>Inside:</strong> cotton-canvas lining, " +
      "zipped pocket and a detachable shoe compartment</li>" +
      "<li><strong>Size:</strong> 55 × 30 × 28 cm, cabin-friendly, " +
      "with a padded detachable shoulder strap</li></ul>",
    look: { kind: "duffel", leather: "#9a5b2e", accent: "#b8893b" },
    createdDaysAgo: 212,
    unitsSold: 640,
    likes: 590,
    stock: 14,
    reviews: [
      {
        rating: 5,
        comment:
          "The best bag I have ever owned. I took it to Dubai and " +
          "three different people asked me where I bought it.",
        firstName: "Kayode",
        lastName: "Adeyinka",
        daysAgo: 185,
      },
      {
        rating: 5,
        comment:
          "You can smell the quality when you open the box. " +
          "It's heavy and solid, and the stitching is perfect.",
        firstName: "Chidinma",
        lastName: "Ukaegbu",
        daysAgo: 150,
      },
      {
        rating: 4,
        comment:
          "Beautiful bag that fits a long weekend easily. It gets " +
          "heavy when fully packed, so use the shoulder strap.",
        firstName: "Aliyu",
        lastName: "Mohammed",
        daysAgo: 104,
      },
      {
        rating: 5,
        comment:
          "Delivered to Port Harcourt in three days in a lovely dust bag " +
          "with a care card. The cognac is already darkening beautifully.",
        firstName: "Boma",
        lastName: "Georgewill",
        daysAgo: 63,
      },
      {
        rating: 5,
        comment:
          "Bought it for my husband's 40th and he was speechless. " +
          "The numbered label inside is a lovely touch.",
        firstName: "Oluwaseun",
        lastName: "Adebisi",
        daysAgo: 21,
      },
      {
        rating: 4,
        comment:
          "Lovely weekender. The brass zip is smooth and heavy. I wish the inside pocket were a little bigger for a laptop charger.",
        firstName: "Ngozi",
        lastName: "Eze",
        daysAgo: 200,
      },
      {
        rating: 5,
        comment:
          "Third Oja piece in our house and the best one yet. It went from Lagos to London and back without a scratch.",
        firstName: "Femi",
        lastName: "Ogunleye",
        daysAgo: 176,
      },
      {
        rating: 3,
        comment:
          "Gorgeous leather, but delivery to Kaduna took nine days instead of the five I was told. Customer care kept me informed at least.",
        firstName: "Hauwa",
        lastName: "Bello",
        daysAgo: 131,
      },
      {
        rating: 5,
        comment: "The shoe compartment is genius: my loafers travel separately and the clothes stay clean.",
        firstName: "Emeka",
        lastName: "Nwosu",
        daysAgo: 118,
      },
      {
        rating: 4,
        comment:
          "Smart enough for a client meeting and big enough for a weekend in Calabar. Rubbed a little on my linen shirt the first week.",
        firstName: "Ifeoma",
        lastName: "Chukwu",
        daysAgo: 89,
      },
      {
        rating: 5,
        comment: "Worth every naira. The artisan's signature inside made it feel like a gift to myself.",
        firstName: "Damilola",
        lastName: "Ajayi",
        daysAgo: 47,
      },
      {
        rating: 4,
        comment:
          "The dark brown is richer in person than in the photos. The strap pad could be thicker for heavy loads.",
        firstName: "Usman",
        lastName: "Garba",
        daysAgo: 33,
      },
      {
        rating: 5,
        comment:
          "Bought the Voyager after saving for months and I do not regret it. It smells wonderful and wears in beautifully.",
        firstName: "Adaeze",
        lastName: "Okafor",
        daysAgo: 9,
      },
    ],
  },
  {
    slug: "eko-weekender",
    name: "Eko Weekender",
    category: "Bags",
    priceNaira: 365_000,
    sizes: ["One Size"],
    colours: ["#4a2c1d", "#1f2a3d", "#1c1a19"],
    descriptionHtml:
      "<p>A softer, slouchier cousin of the Voyager, the Eko Weekender is built for the quick " +
      "escape: a Friday flight to Abuja, a road trip to Ibadan, a night at a beach house.</p>" +
      "<p>Its unstructured body packs flat when empty, and a zipped end " +
      "pocket keeps your phone, passport and charger within easy reach.</p>" +
      "<ul><li><strong>Leather:</strong> tumbled full-grain cowhide, tanned in Kano</li>" +
      "<li><strong>Hardware:</strong> gunmetal zips and clasps</li>" +
      "<li><strong>Inside:</strong> waxed cotton lining with two slip pockets</li>" +
      "<li><strong>Size:</strong> 50 × 28 × 25 cm, with a detachable shoulder strap</li></ul>",
    look: { kind: "duffel", leather: "#4a2c1d", accent: "#5a5d61" },
    createdDaysAgo: 125,
    unitsSold: 230,
    likes: 310,
    stock: 10,
    reviews: [
      {
        rating: 5,
        comment: "Light, roomy and stylish. My go-to for the Lagos–Abuja shuttle.",
        firstName: "Wale",
        lastName: "Ogunbanjo",
        daysAgo: 100,
      },
      {
        rating: 4,
        comment: "Lovely leather. I wish the shoulder strap were a bit wider.",
        firstName: "Nneka",
        lastName: "Anozie",
        daysAgo: 66,
      },
      {
        rating: 5,
        comment: "Travelled with it for two weeks and it still looks brand new.",
        firstName: "Samuel",
        lastName: "Ekpo",
        daysAgo: 25,
      },
    ],
  },
  {
    slug: "ikoyi-structured-tote",
    name: "Ikoyi Structured Tote",
    category: "Bags",
    priceNaira: 265_000,
    sizes: ["Small", "Medium", "Large"],
    colours: ["#1c1a19", "#c08a5b", "#5e1f24", "#d8c3a0"],
    descriptionHtml:
      "<p>A clean-lined tote with a flat base and stiffened sides, so it stands on its " +
      "own on a desk or a restaurant floor and keeps its shape year after year.</p>" +
      "<p>The Medium takes a 14-inch laptop, a diary and the rest of your day; the Small " +
      "is sized for evenings and the Large for the woman who carries everything.</p>" +
      "<ul><li><strong>Leather:</strong> scratch-resistant cross-grain Italian calfskin</li>" +
      "<li><strong>Hardware:</strong> brass-finished feet and a magnetic closure</li>" +
      "<li><strong>Inside:</strong> suede lining, a zipped pocket and a key clip</li>" +
      "<li><strong>Handles:</strong> double-layered and hand-stitched, with a 22 cm drop</li></ul>",
    look: { kind: "tote", leather: "#1c1a19", accent: "#b8893b" },
    createdDaysAgo: 190,
    unitsSold: 470,
    likes: 430,
    stock: 19,
    reviews: [
      {
        rating: 5,
        comment: "Carries my laptop and everything else for work without losing its shape. Very elegant.",
        firstName: "Oyinkansola",
        lastName: "Martins",
        daysAgo: 170,
      },
      {
        rating: 5,
        comment: "I get compliments at every meeting. The tan is gorgeous.",
        firstName: "Chinwe",
        lastName: "Onuoha",
        daysAgo: 133,
      },
      {
        rating: 4,
        comment: "Beautiful, but the Medium is heavier than I expected. Still my favourite work bag.",
        firstName: "Khadija",
        lastName: "Ibrahim",
        daysAgo: 90,
      },
      {
        rating: 5,
        comment: "Delivered to Abuja in 48 hours. The packaging was lovely.",
        firstName: "Ronke",
        lastName: "Adegoke",
        daysAgo: 44,
      },
      {
        rating: 3,
        comment: "Good bag, but I'd prefer a zip instead of the magnet, especially in Lagos traffic.",
        firstName: "Blessing",
        lastName: "Etim",
        daysAgo: 13,
      },
    ],
  },
  {
    slug: "adire-market-tote",
    name: "Adire Market Tote",
    category: "Bags",
    priceNaira: 178_000,
    sizes: ["Medium", "Large"],
    colours: ["#9a5b2e", "#2b3553", "#d8c3a0"],
    descriptionHtml:
      "<p>Our take on the market bag every Lagos woman knows, made in soft leather and hand-stencilled " +
      "with an <em>adire</em> pattern by the dyers we work with in Itoku, Abeokuta.</p>" +
      "<p>It is wide, open and unfussy, with long handles that sit comfortably on " +
      "the shoulder whether you are carrying fresh produce or the day's files.</p>" +
      "<ul><li><strong>Leather:</strong> vegetable-tanned " +
      "cowhide, hand-stencilled and dyed with natural indigo</li>" +
      "<li><strong>Inside:</strong> unlined, with a detachable zipped pouch</li>" +
      "<li><strong>Handles:</strong> 28 cm drop, reinforced with copper rivets</li>" +
      "<li><strong>Note:</strong> every pattern is applied by hand, so yours will be unique</li></ul>",
    look: { kind: "tote", leather: "#9a5b2e", accent: "#2b3553" },
    createdDaysAgo: 74,
    unitsSold: 320,
    likes: 480,
    stock: 23,
    reviews: [
      {
        rating: 5,
        comment: "The adire work is stunning. People stop me at the market to ask about it.",
        firstName: "Abimbola",
        lastName: "Sanni",
        daysAgo: 62,
      },
      {
        rating: 5,
        comment: "Roomy and light. I carry it everywhere.",
        firstName: "Ugochi",
        lastName: "Nwafor",
        daysAgo: 40,
      },
      {
        rating: 4,
        comment: "Lovely bag. I wish it had an inside pocket sewn in, but the pouch works.",
        firstName: "Habiba",
        lastName: "Danladi",
        daysAgo: 22,
      },
      {
        rating: 5,
        comment: "Got it for my mum in Port Harcourt and she loves it. Proudly Nigerian.",
        firstName: "Ibinabo",
        lastName: "Fubara",
        daysAgo: 6,
      },
    ],
  },
  {
    slug: "ife-bronze-bucket-bag",
    name: "Ife Bronze Bucket Bag",
    category: "Bags",
    priceNaira: 238_000,
    sizes: ["One Size"],
    colours: ["#5e1f24", "#9a5b2e", "#1c1a19"],
    descriptionHtml:
      "<p>A drawstring bucket bag whose hardware pays tribute to the Ife bronze " +
      "heads: the eyelets and closing toggle are cast in solid brass by a small " +
      "foundry in Ile-Ife, then hand-finished to a warm, antique glow.</p>" +
      "<p>It is roomy without being heavy, and the adjustable strap " +
      "lets you wear it on the shoulder or across the body.</p>" +
      "<ul><li><strong>Leather:</strong> soft pebbled calfskin, tanned in Tuscany</li>" +
      "<li><strong>Hardware:</strong> hand-cast brass eyelets and toggle</li>" +
      "<li><strong>Inside:</strong> microsuede lining with a slip pocket</li>" +
      "<li><strong>Strap:</strong> adjustable from 55 to 110 cm</li></ul>",
    look: { kind: "tote", leather: "#5e1f24", accent: "#a67c2e" },
    createdDaysAgo: 38,
    unitsSold: 110,
    likes: 240,
    stock: 12,
    reviews: [
      {
        rating: 5,
        comment: "The brass toggle is a little sculpture. I love this bag.",
        firstName: "Titilayo",
        lastName: "Ademola",
        daysAgo: 30,
      },
      {
        rating: 4,
        comment: "Beautiful and soft. The drawstring loosens a little during the day.",
        firstName: "Somtochukwu",
        lastName: "Ezenwa",
        daysAgo: 12,
      },
    ],
  },
  {
    slug: "victoria-island-briefcase",
    name: "Victoria Island Briefcase",
    category: "Bags",
    priceNaira: 395_000,
    sizes: ["One Size"],
    colours: ["#4a2c1d", "#1c1a19", "#9a5b2e"],
    descriptionHtml:
      "<p>A slim, twin-gusset briefcase for the boardrooms of Victoria Island, with a flap that " +
      "closes over two brass push-locks and room for a 15-inch laptop and a day's papers.</p>" +
      "<p>The body is built up from layers of leather rather than board, so it keeps its shape but " +
      "stays light, and the handle is hand-rolled and saddle-stitched to sit naturally in the palm.</p>" +
      "<ul><li><strong>Leather:</strong> bridle leather, vegetable-tanned and waxed to a deep shine</li>" +
      "<li><strong>Hardware:</strong> solid brass locks and fittings</li>" +
      "<li><strong>Inside:</strong> padded laptop sleeve, two gussets, pen and card slots</li>" +
      "<li><strong>Strap:</strong> detachable shoulder strap with a leather pad</li>" +
      "<li><strong>Care:</strong> buff with a soft cloth and condition twice a year</li></ul>",
    look: { kind: "satchel", leather: "#4a2c1d", accent: "#b8893b" },
    createdDaysAgo: 168,
    unitsSold: 180,
    likes: 220,
    stock: 8,
    reviews: [
      {
        rating: 5,
        comment: "The most professional-looking bag I've owned. Clients notice.",
        firstName: "Yemi",
        lastName: "Ogunlesi",
        daysAgo: 140,
      },
      {
        rating: 5,
        comment: "Superb finishing on the edges. It's as good as anything on Jermyn Street.",
        firstName: "Chukwuma",
        lastName: "Nwoye",
        daysAgo: 92,
      },
      {
        rating: 4,
        comment: "Excellent quality. A bit heavy once the laptop is in.",
        firstName: "Abdullahi",
        lastName: "Bello",
        daysAgo: 57,
      },
      {
        rating: 5,
        comment: "Arrived in Abuja in two days, beautifully wrapped. My husband was delighted.",
        firstName: "Ngozi",
        lastName: "Eze",
        daysAgo: 18,
      },
    ],
  },
  {
    slug: "olumo-crossbody-satchel",
    name: "Olumo Crossbody Satchel",
    category: "Bags",
    priceNaira: 198_000,
    sizes: ["Small", "Medium"],
    colours: ["#c08a5b", "#5b5a3a", "#4a2c1d"],
    descriptionHtml:
      "<p>A compact saddle-shaped satchel named for Olumo Rock, with a rounded flap, a " +
      "single brass buckle and a strap long enough to wear across the body, hands free.</p>" +
      "<p>The Small holds a phone, keys and cards; the Medium fits a tablet and a notebook. " +
      "Both sit snugly at your side in a busy market or a crowded departure lounge.</p>" +
      "<ul><li><strong>Leather:</strong> vegetable-tanned harness leather from Kano</li>" +
      "<li><strong>Hardware:</strong> solid brass buckle and D-rings</li>" +
      "<li><strong>Inside:</strong> natural suede lining with a slip pocket</li>" +
      "<li><strong>Strap:</strong> adjustable, up to 130 cm</li></ul>",
    look: { kind: "satchel", leather: "#c08a5b", accent: "#b8893b" },
    createdDaysAgo: 100,
    unitsSold: 390,
    likes: 350,
    stock: 25,
    reviews: [
      {
        rating: 5,
        comment: "Perfect size for everyday. The tan leather is already developing a patina.",
        firstName: "Oluwakemi",
        lastName: "Adeoye",
        daysAgo: 85,
      },
      {
        rating: 4,
        comment: "Well made and practical. The buckle takes a bit of effort to open.",
        firstName: "Eberechi",
        lastName: "Udeh",
        daysAgo: 63,
      },
      {
        rating: 5,
        comment: "I bought the olive. It's even nicer in person.",
        firstName: "Rahama",
        lastName: "Inuwa",
        daysAgo: 47,
      },
      {
        rating: 5,
        comment: "Lovely bag, delivered to Ibadan in two days.",
        firstName: "Tolani",
        lastName: "Akande",
        daysAgo: 30,
      },
      {
        rating: 4,
        comment: "Good bag overall. I'd like a zip pocket on the back.",
        firstName: "Kingsley",
        lastName: "Okpara",
        daysAgo: 9,
      },
    ],
  },
  {
    slug: "iyaloja-top-handle-bag",
    name: "Iyaloja Top-Handle Bag",
    category: "Bags",
    priceNaira: 620_000,
    sizes: ["One Size"],
    colours: ["#5e1f24", "#1c1a19", "#d8c3a0"],
    descriptionHtml:
      "<p>Named for the <em>Iyaloja</em>, the woman who leads the market and " +
      "commands its respect, this is our most elaborate bag: a structured " +
      "top-handle with a sculpted frame, painted edges and a brass turn-lock.</p>" +
      "<p>Each one has more than forty separate leather components and takes one of our " +
      "senior artisans close to a week to build. We make it to order, in limited numbers.</p>" +
      "<ul><li><strong>Leather:</strong> French box calf with a soft glazed finish</li>" +
      "<li><strong>Construction:</strong> hand-stitched, " +
      "with edges painted and polished in seven coats</li>" +
      "<li><strong>Hardware:</strong> solid brass turn-lock, hand-finished in our workshop</li>" +
      "<li><strong>Inside:</strong> lambskin lining, three compartments and a mirror</li>" +
      "<li><strong>Comes with:</strong> a detachable shoulder " +
      "strap, dust bag and presentation box</li></ul>",
    look: { kind: "satchel", leather: "#5e1f24", accent: "#a67c2e" },
    createdDaysAgo: 28,
    unitsSold: 18,
    likes: 265,
    stock: 4,
    reviews: [
      {
        rating: 5,
        comment: "An heirloom piece. Nothing I've bought abroad compares to the finishing.",
        firstName: "Morenike",
        lastName: "Coker",
        daysAgo: 20,
      },
      {
        rating: 5,
        comment: "Pricey, but when you see the edges and the lining, you understand. My most treasured bag.",
        firstName: "Uzoamaka",
        lastName: "Ilo",
        daysAgo: 7,
      },
    ],
  },
  {
    slug: "eyo-envelope-clutch",
    name: "Eyo Envelope Clutch",
    category: "Bags",
    priceNaira: 128_000,
    sizes: ["One Size"],
    colours: ["#e9dfcc", "#1c1a19", "#5e1f24"],
    descriptionHtml:
      "<p>A slim envelope clutch in ivory, black or oxblood, named for the white-robed " +
      "Eyo masquerade that sweeps through Lagos Island on festival days.</p>" +
      "<p>The flap closes with a hidden magnet and the body holds a phone, cards and a " +
      "lipstick. A detachable wrist strap keeps it safe on a crowded dance floor.</p>" +
      "<ul><li><strong>Leather:</strong> smooth nappa lambskin, soft and lightweight</li>" +
      "<li><strong>Inside:</strong> grosgrain lining with one card slot</li>" +
      "<li><strong>Hardware:</strong> brass-toned clip for the wrist strap</li>" +
      "<li><strong>Size:</strong> 28 × 17 cm</li></ul>",
    look: { kind: "clutch", leather: "#e9dfcc", accent: "#b8893b" },
    createdDaysAgo: 82,
    unitsSold: 205,
    likes: 290,
    stock: 7,
    reviews: [
      {
        rating: 5,
        comment: "The ivory is so elegant for owambe. It fits my big phone too.",
        firstName: "Bisola",
        lastName: "Adekunle",
        daysAgo: 70,
      },
      {
        rating: 4,
        comment: "Beautiful and soft. I wish it came with a chain strap as well.",
        firstName: "Chika",
        lastName: "Ogbonna",
        daysAgo: 43,
      },
      {
        rating: 5,
        comment: "Delivered to Asaba promptly. It's the classiest clutch I own.",
        firstName: "Tega",
        lastName: "Ukpo",
        daysAgo: 16,
      },
    ],
  },
  {
    slug: "mainland-roll-top-backpack",
    name: "Mainland Roll-Top Backpack",
    category: "Bags",
    priceNaira: 275_000,
    sizes: ["One Size"],
    colours: ["#1c1a19", "#5b5a3a", "#9a5b2e"],
    descriptionHtml:
      "<p>A roll-top backpack for the daily crossing from the Mainland to " +
      "the Island, with a padded laptop sleeve, a quick-access side zip " +
      "and a top that rolls down to keep out dust and sudden rain.</p>" +
      "<p>The back panel is padded and ventilated, and the straps are lined " +
      "in soft leather so they stay comfortable through a long day.</p>" +
      "<ul><li><strong>Leather:</strong> water-resistant waxed full-grain cowhide</li>" +
      "<li><strong>Hardware:</strong> gunmetal buckles and zips</li>" +
      "<li><strong>Inside:</strong> 16-inch laptop sleeve, organiser pocket and key clip</li>" +
      "<li><strong>Capacity:</strong> about 20 litres, expanding to 24 when unrolled</li></ul>",
    look: { kind: "backpack", leather: "#1c1a19", accent: "#5a5d61" },
    createdDaysAgo: 2,
    unitsSold: 6,
    likes: 58,
    stock: 18,
    reviews: [],
  },
  {
    slug: "ikoyi-dress-belt",
    name: "Ikoyi Dress Belt",
    category: "Accessories",
    priceNaira: 48_000,
    sizes: ["85 cm", "90 cm", "95 cm", "100 cm"],
    colours: ["#1c1a19", "#4a2c1d", "#5e1f24"],
    descriptionHtml:
      "<p>A 30 mm dress belt with a slim, hand-polished brass buckle, tapered at " +
      "the tip and edge-painted to match the shoes it is meant to be worn with.</p>" +
      "<p>It is cut from the same hides as our Marina " +
      "oxfords, so the colour and shine line up exactly.</p>" +
      "<ul><li><strong>Leather:</strong> Italian calfskin, double-layered and edge-stitched</li>" +
      "<li><strong>Buckle:</strong> solid brass, easy to replace</li>" +
      "<li><strong>Width:</strong> 30 mm</li>" +
      "<li><strong>Sizing:</strong> choose about 5 cm more than your waist measurement</li></ul>",
    look: { kind: "belt", leather: "#1c1a19", accent: "#b8893b" },
    createdDaysAgo: 215,
    unitsSold: 690,
    likes: 210,
    stock: 55,
    reviews: [
      {
        rating: 5,
        comment: "Matches my black oxfords perfectly. Quality buckle.",
        firstName: "Dapo",
        lastName: "Akinyemi",
        daysAgo: 188,
      },
      {
        rating: 4,
        comment: "Very nice belt. The size chart was helpful.",
        firstName: "Chibuzor",
        lastName: "Onyema",
        daysAgo: 120,
      },
      {
        rating: 5,
        comment: "Bought three for my husband. Delivery within Lagos was next day.",
        firstName: "Nkiru",
        lastName: "Obasi",
        daysAgo: 75,
      },
      {
        rating: 5,
        comment: "Simple, classic and solid.",
        firstName: "Suleiman",
        lastName: "Haruna",
        daysAgo: 30,
      },
    ],
  },
  {
    slug: "adire-reversible-belt",
    name: "Adire Reversible Belt",
    category: "Accessories",
    priceNaira: 64_000,
    sizes: ["85 cm", "90 cm", "95 cm", "100 cm"],
    colours: ["#2b3553", "#9a5b2e", "#1c1a19"],
    descriptionHtml:
      "<p>Two belts in one: indigo leather hand-stamped with an <em>adire</em> pattern on one side, " +
      "plain cognac on the other. A twist of the swivel buckle changes your look in a second.</p>" +
      "<p>We make it for the days you go from a morning meeting " +
      "to an evening out without going home in between.</p>" +
      "<ul><li><strong>Leather:</strong> two layers of " +
      "vegetable-tanned cowhide, bonded and edge-stitched</li>" +
      "<li><strong>Buckle:</strong> gunmetal swivel buckle</li>" +
      "<li><strong>Width:</strong> 35 mm</li>" +
      "<li><strong>Care:</strong> wipe clean and condition the cognac side now and then</li></ul>",
    look: { kind: "belt", leather: "#2b3553", accent: "#5a5d61" },
    createdDaysAgo: 45,
    unitsSold: 160,
    likes: 230,
    stock: 33,
    reviews: [
      {
        rating: 5,
        comment: "Such a smart idea. The adire side goes with my native wear and the plain side with suits.",
        firstName: "Rotimi",
        lastName: "Ige",
        daysAgo: 33,
      },
      {
        rating: 4,
        comment: "Good belt. The buckle is a bit heavy.",
        firstName: "Ikechukwu",
        lastName: "Ani",
        daysAgo: 14,
      },
    ],
  },
  {
    slug: "kano-braided-belt",
    name: "Kano Braided Belt",
    category: "Accessories",
    priceNaira: 38_000,
    sizes: ["85 cm", "90 cm", "95 cm", "100 cm"],
    colours: ["#c08a5b", "#4a2c1d", "#5b5a3a"],
    descriptionHtml:
      "<p>A casual braided belt made with leatherworkers in Kano's old city, " +
      "where plaiting leather is a craft handed down for generations.</p>" +
      "<p>The braid gives a little with every movement and the prong passes through " +
      "anywhere along its length, so it fits perfectly without extra holes.</p>" +
      "<ul><li><strong>Leather:</strong> hand-braided goatskin strands, tanned in Kano</li>" +
      "<li><strong>Buckle:</strong> solid brass, with a leather keeper</li>" +
      "<li><strong>Width:</strong> 32 mm</li>" +
      "<li><strong>Wear with:</strong> chinos, linen trousers and weekend denim</li></ul>",
    look: { kind: "belt", leather: "#c08a5b", accent: "#b8893b" },
    createdDaysAgo: 140,
    unitsSold: 300,
    likes: 120,
    stock: 40,
    reviews: [],
  },
  {
    slug: "eko-bifold-wallet",
    name: "Eko Bifold Wallet",
    category: "Accessories",
    priceNaira: 52_000,
    sizes: ["One Size"],
    colours: ["#9a5b2e", "#1c1a19", "#1f2a3d"],
    descriptionHtml:
      "<p>A slim, classic bifold with eight card slots, two hidden pockets and a " +
      "full-length note section wide enough for naira notes without folding them twice.</p>" +
      "<p>It is saddle-stitched by hand in our Lagos workshop, and it " +
      "grows softer and richer every time it comes out of your pocket.</p>" +
      "<ul><li><strong>Leather:</strong> full-grain vegetable-tanned cowhide from Tuscany</li>" +
      "<li><strong>Stitching:</strong> hand saddle-stitched " +
      "with waxed thread, seven stitches to the inch</li>" +
      "<li><strong>Capacity:</strong> 8 cards, notes and receipts</li>" +
      "<li><strong>Size:</strong> 11 × 9 cm closed</li></ul>",
    look: { kind: "wallet", leather: "#9a5b2e", accent: "#e2d3b5" },
    createdDaysAgo: 185,
    unitsSold: 760,
    likes: 270,
    stock: 50,
    reviews: [
      {
        rating: 5,
        comment: "Slim even with all my cards. The leather has darkened beautifully.",
        firstName: "Akinwale",
        lastName: "Olowu",
        daysAgo: 170,
      },
      {
        rating: 5,
        comment: "Finally, a wallet that fits naira notes properly!",
        firstName: "Chinonso",
        lastName: "Ekeh",
        daysAgo: 131,
      },
      {
        rating: 4,
        comment: "Lovely quality. The card slots are tight at first.",
        firstName: "Jamila",
        lastName: "Bature",
        daysAgo: 90,
      },
      {
        rating: 5,
        comment: "Got one for my brother in Port Harcourt. Fast delivery.",
        firstName: "Ibim",
        lastName: "Cookey",
        daysAgo: 52,
      },
      {
        rating: 4,
        comment: "Nice wallet, but I wish it came in oxblood.",
        firstName: "Oluwatobi",
        lastName: "Fadare",
        daysAgo: 11,
      },
    ],
  },
  {
    slug: "voyager-passport-wallet",
    name: "Voyager Passport Wallet",
    category: "Accessories",
    priceNaira: 72_000,
    sizes: ["One Size"],
    colours: ["#9a5b2e", "#4a2c1d", "#1c1a19"],
    descriptionHtml:
      "<p>The travelling companion to our Voyager bag: a long wallet that holds your green " +
      "passport, boarding pass, cards and a mix of currencies, all in one hand at the airport.</p>" +
      "<p>It is cut from the same hides as the Voyager, so the two age together.</p>" +
      "<ul><li><strong>Leather:</strong> full-grain vegetable-tanned cowhide from Tuscany</li>" +
      "<li><strong>Inside:</strong> passport sleeve, six card " +
      "slots, a zipped coin pocket and a SIM card slot</li>" +
      "<li><strong>Hardware:</strong> solid brass zip</li>" +
      "<li><strong>Size:</strong> 21 × 11 cm</li></ul>",
    look: { kind: "wallet", leather: "#9a5b2e", accent: "#b8893b" },
    createdDaysAgo: 196,
    unitsSold: 340,
    likes: 260,
    stock: 28,
    reviews: [
      {
        rating: 5,
        comment: "The SIM card slot is so useful when travelling. Beautiful leather.",
        firstName: "Olusegun",
        lastName: "Daramola",
        daysAgo: 160,
      },
      {
        rating: 5,
        comment: "Matches my Voyager bag perfectly. A gift to myself.",
        firstName: "Ifunanya",
        lastName: "Okoye",
        daysAgo: 110,
      },
      {
        rating: 4,
        comment: "Very well made. A little bulky in a jacket pocket.",
        firstName: "Yusuf",
        lastName: "Tanko",
        daysAgo: 54,
      },
    ],
  },
  {
    slug: "falomo-card-holder",
    name: "Falomo Card Holder",
    category: "Accessories",
    priceNaira: 26_000,
    sizes: ["One Size"],
    colours: ["#5e1f24", "#1c1a19", "#c08a5b", "#1f2a3d"],
    descriptionHtml:
      "<p>Four card slots and a centre pocket for folded notes, in " +
      "a holder thin enough to disappear into a shirt pocket.</p>" +
      "<p>Hand-painted edges give it a crisp, finished line, and " +
      "the leather takes a polish like a good pair of shoes.</p>" +
      "<ul><li><strong>Leather:</strong> Italian calfskin with a light grain</li>" +
      "<li><strong>Edges:</strong> hand-painted and polished</li>" +
      "<li><strong>Capacity:</strong> 4 to 6 cards and a few notes</li>" +
      "<li><strong>Gift-ready:</strong> comes in a small linen pouch</li></ul>",
    look: { kind: "cardholder", leather: "#5e1f24", accent: "#e2d3b5" },
    createdDaysAgo: 120,
    unitsSold: 820,
    likes: 180,
    stock: 60,
    reviews: [
      {
        rating: 5,
        comment: "Perfect gift. I bought six for my team at the end of the year.",
        firstName: "Tayo",
        lastName: "Alakija",
        daysAgo: 95,
      },
      {
        rating: 4,
        comment: "Slim and neat. It gets tight with more than five cards.",
        firstName: "Emmanuel",
        lastName: "Udoh",
        daysAgo: 70,
      },
      {
        rating: 5,
        comment: "The oxblood is so classy.",
        firstName: "Anita",
        lastName: "Okon",
        daysAgo: 38,
      },
      {
        rating: 3,
        comment: "Nice, but I expected it to be a bit bigger.",
        firstName: "Kabir",
        lastName: "Yahaya",
        daysAgo: 9,
      },
    ],
  },
  {
    slug: "apapa-slim-card-case",
    name: "Apapa Slim Card Case",
    category: "Accessories",
    priceNaira: 19_500,
    sizes: ["One Size"],
    colours: ["#c08a5b", "#1c1a19", "#5b5a3a"],
    descriptionHtml:
      "<p>Our simplest piece: a single fold of vegetable-tanned leather with " +
      "a press stud, holding the three or four cards you actually use.</p>" +
      "<p>We cut it from offcuts too small for our bags, so " +
      "nothing good from the workshop floor goes to waste.</p>" +
      "<ul><li><strong>Leather:</strong> natural vegetable-tanned " +
      "cowhide, left unfinished so it patinas</li>" +
      "<li><strong>Closure:</strong> brass press stud</li>" +
      "<li><strong>Capacity:</strong> 3 to 4 cards</li></ul>",
    look: { kind: "cardholder", leather: "#c08a5b", accent: "#b8893b" },
    createdDaysAgo: 6,
    unitsSold: 22,
    likes: 40,
    stock: 45,
    reviews: [],
  },
];

export const seedSettings: SeedSettings = {
  shopName: fallbackShopName,
  ceoWelcomeMessage:
    "<p>Welcome to Oja. My name is Adaeze Okafor-Bello, and in 2014 I set up a single " +
    "workbench in a borrowed garage in Surulere with two shoemakers and one stubborn idea: " +
    "that leather goods as fine as any in the world could be made right here in Lagos.</p>" +
    "<p>Today our workshop in Lekki is home to twenty-six artisans (cutters, closers, lasters " +
    "and bag makers), many of them trained by masters from Aba and Kano. Every piece in this " +
    "shop passes through their hands. We buy our hides from tanneries we visit ourselves, we " +
    "stitch by hand where it matters, and <strong>we sign what we make</strong>.</p>" +
    "<p><em>Oja</em> means market, and that is what we hope this place feels like: a " +
    "market where you know the maker. Thank you for being here. Take your time, ask " +
    "us anything, and come and see us at the showroom whenever you are in Lagos.</p>",
  about:
    "<p>Every Oja piece is designed, cut and finished in our Lagos workshop by artisans who have " +
    "spent years perfecting their craft. Here is what you can count on when you shop with us.</p>" +
    "<ul>" +
    "<li><strong>Hand-finished</strong>: every edge is burnished, every " +
    "stitch checked and every piece signed by the artisan who made it.</li>" +
    "<li><strong>Full-grain leather</strong>: we use only the strongest " +
    "top layer of the hide, vegetable-tanned in Tuscany or sourced from " +
    "trusted tanneries in Kano, so it ages instead of wearing out.</li>" +
    "<li><strong>6-month repair promise</strong>: if a stitch, strap or sole gives " +
    "way within six months, we repair it free of charge in our workshop.</li>" +
    "<li><strong>Delivery across Nigeria</strong>: one to five business days within Lagos, and " +
    "two to ten business days to Abuja, Port Harcourt, Kano and every other state.</li>" +
    "<li><strong>Bespoke</strong>: book a fitting at our Lekki showroom for " +
    "made-to-measure shoes, monogramming or a bag built to your brief.</li>" +
    "</ul>",
  facebookUrl: "https://www.facebook.com/ojaleatherhouse",
  youtubeUrl: "https://www.youtube.com/@ojaleatherhouse",
  instagramUrl: "https://www.instagram.com/ojaleatherhouse",
  awardVideoUrl: "https://www.youtube.com/embed/ScMzIvxBSi4",
  policiesEffectiveDate: "2026-01-15",
};

export const seedOffice: SeedOffice = {
  name: "Lagos Showroom & Workshop",
  address1: "14 Admiralty Way, Lekki Phase 1",
  city: "Lagos",
  state: "Lagos",
  country: "Nigeria",
  phoneNumber: "+234 803 555 0142",
  email: "hello@ojaleather.ng",
};
