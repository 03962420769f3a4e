import {
  type Art,
  buckle,
  cubicPoints,
  darken,
  lighten,
  line,
  luma,
  mix,
  n,
  type Paint,
  type Pt,
  piece,
  ring,
  sheen,
  stitch,
  strap,
} from "./drawing-kit.ts";

// The demo catalogue's shoes, sneakers, sandals and slides, drawn in local space (product-images.ts).

// ---------------------------------------------------------------------------------------------
// Shoes (side profile, toe to the right, sole in the accent colour)

/** The back of every dress shoe's heel, from the sole up to the top of the counter. */
const dressHeel = "M-478 -66C-502 -130 -496 -230 -458 -284";
/** The toe of every dress shoe, from the top of the vamp round to the sole. */
const dressToe = "C482 -164 514 -126 514 -76C514 -56 510 -42 506 -34";
/** The underside of a dress shoe's upper, from the toe back to the heel: it rides on the sole. */
const dressBottom = "C420 -18 250 -16 120 -16C-60 -16 -200 -64 -300 -66L-478 -66Z";

function dressSole(p: Paint): string {
  const sole =
    "M-484 -72L-300 -72C-200 -70 -60 -22 120 -22C250 -22 425 -24 516 -40C528 -32 526 -14 510 -12" +
    "C420 -4 260 0 120 0C0 0 -150 -40 -286 -54L-292 0L-474 0C-480 -24 -486 -54 -484 -72Z";
  return (
    piece(sole, p, "sole", false) +
    // The stacked heel's lifts and the welt's stitching.
    line("M-476 -22L-292 -22M-478 -44L-290 -44", darken(p.accent, 0.3), 2.5, 0.6) +
    stitch("M-280 -64C-200 -60 -60 -16 120 -16C250 -16 420 -18 502 -32", p, 2.8)
  );
}

/** Eyelets along a lacing line with the laces crossing over the top, as seen from the side. */
function laces(p: Paint, points: readonly Pt[], colour: string): string {
  return points
    .map(([x, y]) => {
      const d = `M${n(x - 4)} ${n(y + 2)}L${n(x + 24)} ${n(y - 24)}`;
      return (
        `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="url(#${p.id}-metal)" ` +
        `stroke="${p.edge}" stroke-width="2"/>` +
        line(d, darken(colour, 0.4), 12) +
        line(d, colour, 7.5)
      );
    })
    .join("");
}

function shoeLace(p: Paint): string {
  if (luma(p.leather) > 0.55) return lighten(p.leather, 0.35);
  return luma(p.accent) > 0.6 ? p.accent : darken(p.leather, 0.25);
}

export function drawOxford(p: Paint): Art {
  const lacing: [Pt, Pt, Pt, Pt] = [
    [-188, -330],
    [-100, -330],
    [-10, -312],
    [60, -292],
  ];
  const upper =
    `${dressHeel}C-420 -292 -330 -276 -270 -266C-230 -262 -210 -290 -188 -330` +
    `C-100 -330 -10 -312 60 -292C200 -262 340 -214 430 -184${dressToe}${dressBottom}`;
  const cap: [Pt, Pt, Pt, Pt] = [
    [264, -30],
    [292, -90],
    [304, -150],
    [302, -204],
  ];
  // Broguing: a row of punched holes beside the toe-cap seam.
  const brogue = cubicPoints(cap, [0.08, 0.2, 0.32, 0.44, 0.56, 0.68, 0.8, 0.92])
    .map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="3.4" fill="${darken(p.leather, 0.55)}"/>`)
    .join("");
  const eyelets = cubicPoints(lacing, [0.14, 0.32, 0.5, 0.68, 0.86]).map(([x, y]) => [x, y + 18] as Pt);
  const svg =
    // Tongue, peeking above the lacing.
    piece("M-214 -300C-216 -340 -196 -360 -166 -360C-140 -360 -128 -348 -128 -330Z", p, "panel", false) +
    piece(upper, p) +
    // The heel counter, the vamp over the quarters and the cap toe, each a stitched seam.
    line("M-300 -66C-330 -150 -400 -240 -436 -282", p.edge, 3) +
    stitch("M-284 -68C-314 -152 -384 -244 -420 -278", p) +
    line("M56 -292C20 -226 -40 -120 -80 -18", p.edge, 3) +
    stitch("M40 -296C4 -228 -56 -120 -96 -18", p) +
    stitch("M-176 -304C-100 -302 -10 -286 48 -268", p) +
    line("M250 -18C282 -80 292 -150 290 -212", p.edge, 3) +
    stitch("M236 -18C268 -80 278 -150 276 -216", p) +
    brogue +
    laces(p, eyelets, shoeLace(p)) +
    sheen(430, -158, 96, 26, 36, p) +
    sheen(-480, -180, 14, 64, 4, p, 0.7) +
    dressSole(p);
  return { svg, width: 1020, height: 370, focus: [80, -180], depth: 80 };
}

export function drawLoafer(p: Paint): Art {
  const upper =
    `${dressHeel}C-410 -288 -330 -252 -250 -238C-190 -230 -140 -242 -100 -262` +
    `C-20 -288 100 -286 200 -262C300 -238 380 -204 430 -184${dressToe}${dressBottom}`;
  // The raised moc seam: short stitches across it, as a hand-sewn apron has.
  const apron = "M-60 -236C40 -254 170 -250 270 -218C360 -186 440 -134 490 -84";
  const saddle = "M-100 -260C-40 -284 20 -290 64 -286C76 -262 84 -238 90 -210C20 -214 -60 -206 -126 -196Z";
  const svg =
    piece(upper, p) +
    line(apron, p.edge, 5) +
    line(apron, lighten(p.leather, 0.3), 2, 0.6) +
    `<path d="${apron}" fill="none" stroke="${p.stitch}" stroke-width="10" stroke-dasharray="2.5 9"/>` +
    piece(saddle, p) +
    stitch("M-118 -208C-60 -218 20 -226 80 -222", p, 2.6) +
    // The penny slot on the saddle strap.
    `<ellipse cx="-4" cy="-256" rx="34" ry="9" fill="${p.lining}" transform="rotate(-8 -4 -256)"/>` +
    line("M-300 -66C-330 -140 -396 -230 -432 -280", p.edge, 3) +
    stitch("M-284 -68C-314 -142 -380 -232 -416 -274", p) +
    stitch("M-452 -268C-400 -270 -330 -238 -250 -224", p, 2.6) +
    sheen(430, -158, 96, 26, 36, p) +
    sheen(-480, -180, 14, 64, 4, p, 0.7) +
    dressSole(p);
  return { svg, width: 1020, height: 300, focus: [60, -170], depth: 80 };
}

export function drawBoot(p: Paint): Art {
  const upper =
    "M-478 -66C-500 -150 -490 -260 -456 -340C-436 -420 -438 -520 -448 -620" +
    "C-360 -632 -250 -632 -160 -620C-150 -520 -140 -440 -100 -370C-40 -300 60 -268 180 -236" +
    `C280 -210 370 -196 430 -184${dressToe}${dressBottom}`;
  // The elastic gusset of a Chelsea boot, ribbed.
  const gusset = "M-350 -628C-340 -510 -310 -450 -296 -400C-280 -450 -250 -510 -236 -630Z";
  const ribs = Array.from({ length: 6 }, (_, i) => {
    const x = -334 + i * 16;
    return line(`M${x} -624L${n(-296 + (x + 296) * 0.3)} -420`, darken(p.leather, 0.6), 2, 0.5);
  }).join("");
  const svg =
    // The pull tab at the back of the shaft.
    piece("M-450 -616C-458 -652 -454 -684 -442 -696L-412 -696C-408 -672 -410 -644 -416 -624Z", p, "panel") +
    stitch("M-438 -628C-442 -654 -440 -674 -432 -684", p, 2.4) +
    piece(upper, p) +
    `<path d="${gusset}" fill="${darken(p.leather, 0.5)}" stroke="${p.edge}" stroke-width="3"/>` +
    ribs +
    stitch("M-368 -626C-356 -506 -324 -440 -296 -378C-266 -440 -232 -506 -218 -628", p) +
    stitch("M-436 -606C-360 -616 -250 -616 -172 -606", p) +
    // The vamp sweeping down from the front of the ankle, and the heel counter.
    line("M-112 -380C-170 -290 -222 -170 -238 -46", p.edge, 3) +
    stitch("M-128 -390C-186 -296 -238 -172 -254 -46", p) +
    line("M-300 -66C-330 -130 -392 -190 -444 -212", p.edge, 3) +
    stitch("M-288 -70C-318 -134 -380 -198 -434 -222", p) +
    sheen(430, -158, 96, 26, 36, p) +
    sheen(-452, -500, 14, 100, 2, p, 0.6) +
    sheen(-180, -440, 16, 100, -12, p, 0.4) +
    dressSole(p);
  return { svg, width: 1020, height: 700, focus: [-260, -430], depth: 80 };
}

export function drawMule(p: Paint): Art {
  const upper =
    "M-96 -24C-112 -120 -104 -210 -72 -266C20 -290 120 -286 200 -262C300 -238 380 -204 430 -184" +
    `${dressToe}C420 -18 250 -16 120 -16C40 -16 -40 -18 -96 -24Z`;
  // The inside of the far side, seen through the open back.
  const inside = "M-72 -266C-46 -210 -36 -120 -44 -20L-96 -24C-112 -120 -104 -210 -72 -266Z";
  const footbed = "M-478 -70L-300 -70C-200 -66 -130 -34 -90 -26L-90 -40C-130 -50 -200 -80 -300 -80L-472 -80Z";
  const bar = "M-22 -282C40 -292 110 -286 170 -266";
  const svg =
    `<path d="${footbed}" fill="${lighten(mix(p.leather, "#c89a6a", 0.5), 0.2)}" stroke="${p.edge}" ` +
    'stroke-width="2"/>' +
    piece(inside, p, "panel", false) +
    piece(upper, p) +
    stitch("M-80 -30C-94 -120 -88 -200 -60 -250C20 -272 120 -268 196 -246", p) +
    sheen(430, -158, 96, 26, 36, p) +
    // The horsebit: a bar across the vamp between two rings.
    line(bar, darken(p.accent, 0.45), 18) +
    `<path d="${bar}" fill="none" stroke="url(#${p.id}-metal)" stroke-width="12" stroke-linecap="round"/>` +
    ring(-24, -262, 24, p) +
    ring(172, -244, 24, p) +
    dressSole(p);
  return { svg, width: 1020, height: 300, focus: [80, -180], depth: 80 };
}

// ---------------------------------------------------------------------------------------------
// Sneakers (side profile on a chunky cupsole in the accent colour)

export function drawSneaker(p: Paint): Art {
  const sole =
    "M-488 -78L440 -70C500 -70 524 -62 526 -44C528 -24 512 -10 480 -8L-452 0C-478 0 -492 -12 -494 -34" +
    "C-496 -54 -494 -70 -488 -78Z";
  const upper =
    "M-480 -74C-500 -150 -498 -240 -478 -300C-470 -322 -440 -330 -410 -322C-360 -300 -300 -280 -250 -282" +
    "C-190 -290 -130 -320 -70 -334C10 -330 90 -300 160 -270C260 -232 360 -190 430 -160" +
    "C490 -136 522 -108 520 -72Z";
  const tongue = "M-250 -286C-232 -330 -180 -356 -130 -354C-92 -352 -76 -340 -78 -326Z";
  const toeCap = "M290 -72C296 -130 336 -170 392 -168C446 -164 500 -130 520 -74Z";
  const eyestay =
    "M-262 -282C-190 -290 -130 -320 -70 -334C10 -330 90 -300 164 -268C150 -248 128 -238 106 -236" +
    "C50 -262 -10 -290 -70 -296C-140 -290 -200 -262 -256 -248Z";
  const counter =
    "M-480 -74C-500 -150 -498 -240 -478 -300C-470 -318 -456 -326 -440 -328C-420 -250 -380 -170 -320 -72Z";
  const heelTab = "M-488 -292C-494 -326 -480 -350 -458 -350L-432 -348C-426 -332 -430 -314 -438 -302Z";
  const lacing: [Pt, Pt, Pt, Pt] = [
    [-262, -282],
    [-140, -330],
    [40, -336],
    [164, -268],
  ];
  const eyelets = cubicPoints(lacing, [0.14, 0.3, 0.46, 0.62, 0.78]).map(([x, y]) => [x, y + 22] as Pt);
  const lace = luma(p.leather) > 0.5 ? lighten(p.leather, 0.4) : luma(p.accent) > 0.6 ? p.accent : "#efe6d5";
  const vents = [0, 1, 2]
    .map((i) => `<circle cx="${-184 + i * 22}" cy="${-228 + i * 6}" r="4" fill="${darken(p.leather, 0.5)}"/>`)
    .join("");
  const svg =
    piece(tongue, p) +
    piece(upper, p) +
    line("M104 -236C88 -180 76 -130 80 -72", p.edge, 3) +
    stitch("M120 -242C104 -186 92 -132 96 -72", p, 2.6) +
    piece(counter, p, "panel", false) +
    stitch("M-456 -318C-436 -246 -400 -170 -346 -74", p, 2.6) +
    piece(toeCap, p, "panel", false) +
    stitch("M306 -74C312 -120 346 -154 392 -152C440 -148 486 -120 504 -76", p, 2.6) +
    piece(eyestay, p, "panel", false) +
    stitch("M-252 -264C-190 -272 -130 -302 -72 -314C0 -310 70 -288 132 -258", p, 2.6) +
    vents +
    laces(p, eyelets, lace) +
    piece(heelTab, p, "sole", false) +
    sheen(220, -200, 150, 28, 22, p, 0.8) +
    sheen(-484, -190, 12, 70, 4, p, 0.6) +
    // The cupsole: a darker tread under a stitched sidewall.
    `<clipPath id="${p.id}-tread"><path d="${sole}"/></clipPath>` +
    piece(sole, p, "sole", false) +
    `<rect x="-500" y="-18" width="1040" height="30" fill="${darken(p.accent, 0.3)}" ` +
    `clip-path="url(#${p.id}-tread)"/>` +
    stitch("M-480 -44L510 -40", { ...p, stitch: darken(p.accent, 0.4) }, 2.6);
  return { svg, width: 1030, height: 370, focus: [-40, -230], depth: 80 };
}

// ---------------------------------------------------------------------------------------------
// Sandals and slides (seen from the side and a little above, so the footbed and straps show)

/** A right footbed seen from above: heel at x -500, toe at +510, big toe on the far side (-z). */
const footOutline =
  "M-500 0C-500 -120 -420 -150 -330 -150C-150 -150 0 -165 150 -185C330 -205 470 -170 505 -60" +
  "C520 20 470 130 380 160C250 195 120 170 20 150C-120 125 -250 140 -350 145C-450 150 -500 110 -500 0Z";
/** Squash of depth into screen height: how far above the camera looks down. */
const footTilt = 0.42;
/** Sole thickness and the footbed's centre line height in local space. */
const soleThick = 40;
const footCentre = -soleThick - 170 * footTilt;

function footbed(p: Paint): string {
  // The sole's side wall is the outline stacked downwards; its top is the lined footbed.
  const layer = (dy: number, fill: string) =>
    `<path d="${footOutline}" fill="${fill}" ` +
    `transform="translate(0 ${n(footCentre + dy)}) scale(1 ${footTilt})"/>`;
  const wall = [1, 0.8, 0.6, 0.4, 0.2]
    .map((t) => layer(soleThick * t, mix(darken(p.accent, 0.3), p.accent, 1 - t)))
    .join("");
  const top = lighten(mix(p.leather, "#c89a6a", 0.3), 0.15);
  return (
    layer(soleThick, darken(p.accent, 0.45)) +
    wall +
    `<g transform="translate(0 ${n(footCentre)}) scale(1 ${footTilt})">` +
    `<path d="${footOutline}" fill="${top}" stroke="${p.edge}" stroke-width="4"/>` +
    `<path d="${footOutline}" fill="url(#${p.id}-gloss)"/>` +
    `<path d="${footOutline}" fill="none" stroke="${p.stitch}" stroke-width="4" stroke-dasharray="10 12" ` +
    'transform="translate(40 0) scale(.92 .86)"/>' +
    "</g>"
  );
}

/** Where the footbed's near (+1) or far (-1) edge sits on screen at x. */
function footEdge(x: number, side: 1 | -1): Pt {
  const half = side > 0 ? 150 + Math.max(0, x) * 0.02 : 150 + Math.max(0, x) * 0.08;
  return [x, n(footCentre + side * half * footTilt)];
}

/** A strap arching over the foot from the near edge to the far edge; the far leg is in shade. */
function overStrap(p: Paint, nearX: number, farX: number, rise: number, width: number): [string, string] {
  const [nx, ny] = footEdge(nearX, 1);
  const [fx, fy] = footEdge(farX, -1);
  const dir = Math.sign(farX - nearX) || 1;
  const cx = (nx + fx) / 2;
  const cy = footCentre - rise;
  // Nearly straight legs meeting at a soft crest, so crossed straps read as an X.
  const near =
    `M${nx} ${ny}C${n(nx + dir * 20)} ${n(ny - (ny - cy) * 0.6)} ` +
    `${n(cx - dir * 30)} ${n(cy)} ${n(cx)} ${n(cy)}`;
  const far = `M${n(cx)} ${n(cy)}C${n(cx + dir * 30)} ${n(cy)} ${n(fx - dir * 20)} ${n(fy - 40)} ${fx} ${fy}`;
  return [strap(far, p, width, darken(p.leather, 0.3), "butt"), strap(near, p, width, p.leather, "butt")];
}

export function drawSlide(p: Paint): Art {
  const [bx, by] = footEdge(-70, 1);
  const [fx, fy] = footEdge(300, 1);
  const top = footCentre - 150;
  // One broad band over the forefoot, domed like the foot beneath it.
  const band =
    `M${bx} ${by}C${bx - 34} ${n(top + 76)} ${bx + 4} ${n(top)} 40 ${n(top)}` +
    `C120 ${n(top - 6)} 200 ${n(top + 4)} 246 ${n(top + 34)}` +
    `C284 ${n(top + 62)} ${fx + 4} ${n(fy - 56)} ${fx} ${fy}Z`;
  const seam =
    `M${bx + 16} ${by - 8}C${bx - 12} ${n(top + 80)} ${bx + 18} ${n(top + 16)} 42 ${n(top + 15)}` +
    `C116 ${n(top + 10)} 190 ${n(top + 18)} 232 ${n(top + 44)}C266 ${n(top + 70)} ${fx - 10} ${n(fy - 52)} ` +
    `${fx - 14} ${fy - 8}`;
  const svg =
    footbed(p) +
    // The opening's shadowed inside, showing as a rim behind the band's back edge.
    `<path d="${band}" fill="${p.lining}" transform="translate(-16 6)"/>` +
    piece(band, p) +
    stitch(seam, p) +
    sheen(60, top + 50, 130, 34, -6, p, 0.8);
  return { svg, width: 1030, height: 300, focus: [110, -190], depth: 90 };
}

export function drawSandal(p: Paint): Art {
  const [ax, ay] = footEdge(-300, 1);
  const ankleY = footCentre - 250;
  // Ankle strap: a loop around the ankle, its far half drawn first and darker.
  const ankleBack = `M-440 ${n(ankleY)}C-430 ${n(ankleY - 50)} -260 ${n(ankleY - 60)} -220 ${n(ankleY - 6)}`;
  const ankleFront = `M-440 ${n(ankleY)}C-430 ${n(ankleY + 50)} -260 ${n(ankleY + 56)} -220 ${n(ankleY - 6)}`;
  // Two broad straps crossing over the forefoot.
  const [farA, nearA] = overStrap(p, -10, 340, 150, 50);
  const [farB, nearB] = overStrap(p, 340, -10, 150, 50);
  const svg =
    footbed(p) +
    strap(ankleBack, p, 32, darken(p.leather, 0.3)) +
    farA +
    farB +
    // Heel strap up the back and the quarter strap up the near side to the ankle.
    strap(
      `M-492 ${n(footCentre + 4)}C-504 ${n(footCentre - 100)} -462 ${n(ankleY + 40)} -440 ${n(ankleY)}`,
      p,
      44,
      p.leather,
      "butt",
    ) +
    strap(
      `M${ax} ${ay}C${ax - 10} ${n(ay - 120)} -320 ${n(ankleY + 120)} -330 ${n(ankleY + 44)}`,
      p,
      36,
      p.leather,
      "butt",
    ) +
    nearA +
    nearB +
    strap(ankleFront, p, 32) +
    buckle(-310, ankleY + 40, 50, 44, p);
  return { svg, width: 1030, height: 450, focus: [-200, -250], depth: 90 };
}
