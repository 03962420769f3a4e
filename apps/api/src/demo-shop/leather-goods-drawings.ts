import {
  type Art,
  buckle,
  darken,
  ellipsePoints,
  insetPoly,
  lighten,
  line,
  n,
  type Paint,
  type Pt,
  piece,
  polyline,
  rect,
  ring,
  rivet,
  roundedPoly,
  sheen,
  stitch,
  strap,
} from "./drawing-kit.ts";

// The demo catalogue's bags, belts, wallets and card holders, drawn in local space (product-images.ts).

// ---------------------------------------------------------------------------------------------
// Bags (front view, standing on their base)

export function drawTote(p: Paint): Art {
  const body: Pt[] = [
    [-380, -560],
    [380, -560],
    [320, 0],
    [-320, 0],
  ];
  const handle = (x: number, top: number) => `M${-x} -548C${-x - 10} ${top} ${x + 10} ${top} ${x} -548`;
  const tab = (x: number) => {
    const shape = rect(x - 34, -590, 68, 110);
    return (
      piece(roundedPoly(shape, 14), p, "body", false) +
      stitch(roundedPoly(insetPoly(shape, 9), 8), p, 2.6) +
      rivet(x, -560, 10, p) +
      rivet(x, -510, 10, p)
    );
  };
  const svg =
    strap(handle(150, -860), p, 34, darken(p.leather, 0.25)) +
    // The opening: the back wall's lining seen over the front edge.
    `<path d="M-376 -556Q0 -606 376 -556Z" fill="${p.lining}" stroke="${p.edge}" stroke-width="3"/>` +
    // A sliver of side gusset on the shaded side gives the tote its depth.
    piece("M380 -560L404 -548L344 -14L320 0Z", p, "panel", false) +
    piece(roundedPoly(body, [14, 14, 34, 34]), p) +
    stitch(roundedPoly(insetPoly(body, 16), [8, 8, 22, 22]), p) +
    stitch("M-370 -520L370 -520", p) +
    sheen(-190, -420, 170, 60, -20, p, 0.5) +
    strap(handle(170, -900), p, 36) +
    tab(-170) +
    tab(170);
  return { svg, width: 830, height: 880, focus: [170, -560], depth: 80 };
}

export function drawSatchel(p: Paint): Art {
  const body = rect(-350, -500, 700, 500);
  const flap: Pt[] = [
    [-362, -532],
    [362, -532],
    [362, -170],
    [-362, -170],
  ];
  const buckleStrap = (x: number) =>
    strap(`M${x} -450L${x} -75`, p, 52) +
    buckle(x, -150, 82, 70, p) +
    // The keeper loop that holds the strap's tail under the buckle.
    piece(roundedPoly(rect(x - 40, -110, 80, 26), 6), p, "panel", false);
  const svg =
    // Shoulder strap: hangs behind the bag from rings at the sides.
    strap("M-352 -450C-380 -1010 380 -1010 352 -450", p, 30, darken(p.leather, 0.22)) +
    ring(-352, -452, 22, p) +
    ring(352, -452, 22, p) +
    strap("M-95 -532C-100 -700 100 -700 95 -532", p, 32) +
    piece(roundedPoly(body, [20, 20, 40, 40]), p) +
    stitch(roundedPoly(insetPoly(body, 15), [10, 10, 28, 28]), p) +
    piece(roundedPoly(flap, [34, 34, 110, 110]), p) +
    stitch(roundedPoly(insetPoly(flap, 16), [22, 22, 96, 96]), p) +
    sheen(-180, -430, 170, 50, -12, p, 0.55) +
    buckleStrap(-175) +
    buckleStrap(175) +
    rivet(-95, -520, 10, p) +
    rivet(95, -520, 10, p);
  return { svg, width: 780, height: 810, focus: [175, -170], depth: 70 };
}

export function drawClutch(p: Paint): Art {
  const body = rect(-390, -440, 780, 440);
  const flap: Pt[] = [
    [-394, -446],
    [394, -446],
    [0, -150],
  ];
  const svg =
    piece(roundedPoly(body, 26), p) +
    stitch(roundedPoly(insetPoly(body, 15), 16), p) +
    // A lighter fold along the top where the flap turns over.
    line("M-380 -444L380 -444", lighten(p.leather, 0.25), 5, 0.6) +
    piece(roundedPoly(flap, [20, 20, 60]), p) +
    stitch(roundedPoly(insetPoly(flap, 18), [10, 10, 44]), p) +
    sheen(-160, -380, 200, 50, 0, p, 0.5) +
    // Turn-lock clasp at the point of the flap.
    `<path d="${roundedPoly(rect(-48, -214, 96, 58), 14)}" fill="url(#${p.id}-metal)" ` +
    `stroke="${darken(p.accent, 0.45)}" stroke-width="2"/>` +
    rivet(0, -185, 17, p);
  return { svg, width: 790, height: 450, focus: [0, -200], depth: 45 };
}

export function drawBackpack(p: Paint): Art {
  const outline =
    "M-280 -560C-280 -690 -170 -745 0 -745C170 -745 280 -690 280 -560L280 -50Q280 0 230 0" +
    "L-230 0Q-280 0 -280 -50Z";
  const seam =
    "M-262 -560C-262 -676 -160 -727 0 -727C160 -727 262 -676 262 -560L262 -56Q262 -18 226 -18" +
    "L-226 -18Q-262 -18 -262 -56Z";
  const flap =
    "M-236 -600C-236 -690 -150 -718 0 -718C150 -718 236 -690 236 -600L236 -450Q236 -408 194 -408" +
    "L-194 -408Q-236 -408 -236 -450Z";
  const flapSeam =
    "M-220 -600C-220 -676 -146 -702 0 -702C146 -702 220 -676 220 -600L220 -454Q220 -424 190 -424" +
    "L-190 -424Q-220 -424 -220 -454Z";
  const pocket = rect(-200, -330, 400, 270);
  const flapStrap = (x: number) => strap(`M${x} -560L${x} -318`, p, 42) + buckle(x, -372, 66, 56, p);
  const svg =
    // Shoulder straps behind the body, showing at the sides.
    strap("M-150 -700C-360 -650 -360 -300 -292 -30", p, 46, darken(p.leather, 0.25)) +
    strap("M150 -700C360 -650 360 -300 292 -30", p, 46, darken(p.leather, 0.25)) +
    strap("M-60 -742C-60 -830 60 -830 60 -742", p, 28) +
    piece(outline, p) +
    stitch(seam, p) +
    piece(flap, p) +
    stitch(flapSeam, p) +
    sheen(-130, -640, 140, 40, -15, p, 0.55) +
    piece(roundedPoly(pocket, [30, 30, 40, 40]), p, "panel") +
    stitch(roundedPoly(insetPoly(pocket, 14), [20, 20, 28, 28]), p) +
    stitch("M-186 -290L186 -290", p) +
    flapStrap(-120) +
    flapStrap(120);
  return { svg, width: 700, height: 830, focus: [120, -400], depth: 90 };
}

export function drawDuffel(p: Paint): Art {
  const outline =
    "M-480 -60C-480 -300 -420 -430 -250 -430L250 -430C420 -430 480 -300 480 -60Q480 0 420 0" +
    "L-420 0Q-480 0 -480 -60Z";
  const endSeam = (s: number) => `M${s * 400} -4C${s * 424} -150 ${s * 412} -330 ${s * 300} -420`;
  const handle = (top: number, colour: string) =>
    strap(`M-190 -380C-200 ${top} 200 ${top} 190 -380`, p, 36, colour);
  const tab = (x: number) => {
    const shape = rect(x - 32, -445, 64, 96);
    return (
      piece(roundedPoly(shape, 12), p, "body", false) +
      stitch(roundedPoly(insetPoly(shape, 9), 8), p, 2.6) +
      rivet(x, -395, 10, p)
    );
  };
  const base: Pt[] = [
    [-470, -120],
    [470, -120],
    [476, -40],
    [420, 0],
    [-420, 0],
    [-476, -40],
  ];
  const svg =
    handle(-760, darken(p.leather, 0.25)) +
    piece(outline, p) +
    piece(roundedPoly(base, [10, 10, 40, 50, 50, 40]), p, "panel", false) +
    stitch("M-462 -106L462 -106", p) +
    // Piped end panels, the zip and its pull.
    line(endSeam(-1), p.edge, 7) +
    line(endSeam(1), p.edge, 7) +
    stitch(`M-372 -10C-394 -150 -384 -320 -280 -408`, p) +
    stitch(`M372 -10C394 -150 384 -320 280 -408`, p) +
    line("M-280 -418L280 -418", darken(p.leather, 0.55), 16) +
    `<path d="M-276 -418L276 -418" stroke="${lighten(p.accent, 0.1)}" stroke-width="8" ` +
    'stroke-dasharray="3 3"/>' +
    `<path d="${roundedPoly(rect(228, -426, 26, 62), 8)}" fill="url(#${p.id}-metal)" ` +
    `stroke="${darken(p.accent, 0.45)}" stroke-width="2"/>` +
    sheen(-220, -330, 220, 60, -10, p, 0.55) +
    ring(-478, -300, 24, p) +
    ring(478, -300, 24, p) +
    handle(-700, p.leather) +
    // The leather wrap that holds both handles together.
    piece(roundedPoly(rect(-62, -690, 124, 62), 16), p) +
    stitch("M-50 -660L50 -660", p, 2.6) +
    tab(-190) +
    tab(190);
  return { svg, width: 1010, height: 780, focus: [180, -430], depth: 110 };
}

// ---------------------------------------------------------------------------------------------
// Small leather goods

export function drawBelt(p: Paint): Art {
  // A coiled belt lying on the floor: a band between two ellipses, inside face shaded.
  const rx = 330;
  const ry = 120;
  const h = 84;
  const top = -ry - h;
  const back = [
    ...ellipsePoints(0, top, rx, ry, Math.PI, 2 * Math.PI),
    ...ellipsePoints(0, top + h, rx, ry, 2 * Math.PI, Math.PI),
  ];
  const front = [
    ...ellipsePoints(0, top, rx, ry, Math.PI, 0),
    ...ellipsePoints(0, top + h, rx, ry, 0, Math.PI),
  ];
  // The tail comes back over the front, through the buckle, and ends in a point.
  const tailTop = ellipsePoints(0, top - 4, rx + 8, ry + 6, 1.1, 0.18);
  const tailBottom = ellipsePoints(0, top + h - 4, rx + 8, ry + 6, 0.18, 1.1);
  const tipTop = tailTop.at(-1) ?? [0, 0];
  const tipBottom = tailBottom[0] ?? [0, 0];
  const tail = `${polyline(tailTop)}L${n((tipTop[0] + tipBottom[0]) / 2 + 34)} ${n(
    (tipTop[1] + tipBottom[1]) / 2,
  )}${polyline(tailBottom).replace("M", "L")}Z`;
  const holes = [0.35, 0.5, 0.65, 0.8]
    .map((a) => {
      const x = (rx + 8) * Math.cos(a);
      const y = top - 4 + h / 2 + (ry + 6) * Math.sin(a);
      return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="6" ry="8" fill="${p.lining}"/>`;
    })
    .join("");
  const edgeStitch = (dy: number) => stitch(polyline(ellipsePoints(0, top + dy, rx, ry, Math.PI, 0)), p, 2.6);
  const by = top + ry + h / 2;
  const svg =
    `<path d="${polyline(back)}Z" fill="${darken(p.leather, 0.35)}" stroke="${p.edge}" stroke-width="3"/>` +
    piece(`${polyline(front)}Z`, p) +
    edgeStitch(12) +
    edgeStitch(h - 12) +
    piece(tail, p) +
    holes +
    stitch(polyline(ellipsePoints(0, top + 8, rx + 8, ry + 6, 1.1, 0.2)), p, 2.4) +
    stitch(polyline(ellipsePoints(0, top + h - 16, rx + 8, ry + 6, 1.1, 0.2)), p, 2.4) +
    sheen(-200, top + ry + 20, 110, 24, 20, p, 0.8) +
    // The buckle sits on the front of the coil.
    `<path d="${roundedPoly(rect(36, by - h / 2 - 22, 130, h + 44), 20)}" fill="none" ` +
    `stroke="${darken(p.accent, 0.45)}" stroke-width="20"/>` +
    `<path d="${roundedPoly(rect(36, by - h / 2 - 22, 130, h + 44), 20)}" fill="none" ` +
    `stroke="url(#${p.id}-metal)" stroke-width="15"/>` +
    line(`M40 ${n(by)}L120 ${n(by)}`, darken(p.accent, 0.4), 9) +
    line(`M40 ${n(by)}L120 ${n(by)}`, lighten(p.accent, 0.2), 5);
  return { svg, width: 700, height: 2 * ry + h + 20, focus: [100, by], depth: 20 };
}

const cardColours = ["#efe6d5", "#c9b08c", "#2f3b4c", "#8c5a3c"] as const;

function cardEdge(x: number, y: number, w: number, colour: string): string {
  return (
    `<path d="${roundedPoly(rect(x, y, w, 80), 8)}" fill="${colour}" ` +
    `stroke="${darken(colour, 0.3)}" stroke-width="2"/>`
  );
}

export function drawWallet(p: Paint): Art {
  // An open bifold standing on its spine, card slots on both halves.
  const half = (x: number) => rect(x, -400, 420, 400);
  const slots = (x: number) =>
    [-330, -262, -194]
      .map((y, i) => {
        const pocket = rect(x + 20, y, 380, -y - 20);
        return (
          cardEdge(x + 44 + i * 6, y - 40, 330, cardColours[i % cardColours.length] ?? "#efe6d5") +
          piece(roundedPoly(pocket, [4, 4, 16, 16]), p, i % 2 === 0 ? "body" : "panel", false) +
          stitch(`M${x + 30} ${y + 12}L${x + 390} ${y + 12}`, p, 2.4)
        );
      })
      .join("");
  const svg =
    // The note compartment behind, a little taller than the halves.
    piece(roundedPoly(rect(-418, -424, 836, 60), 20), p, "panel", false) +
    piece(roundedPoly(half(-430), [22, 6, 6, 22]), p) +
    piece(roundedPoly(half(10), [6, 22, 22, 6]), p) +
    stitch(roundedPoly(insetPoly(half(-430), 12), [14, 2, 2, 14]), p, 2.6) +
    stitch(roundedPoly(insetPoly(half(10), 12), [2, 14, 14, 2]), p, 2.6) +
    slots(-430) +
    slots(10) +
    // The fold: a dark crease with a highlight beside it.
    line("M-10 -398L-10 -2", darken(p.leather, 0.5), 12) +
    line("M0 -398L0 -2", lighten(p.leather, 0.15), 6, 0.6) +
    sheen(-240, -120, 150, 40, -10, p, 0.45);
  return { svg, width: 880, height: 440, focus: [-180, -260], depth: 40 };
}

export function drawCardholder(p: Paint): Art {
  const body = rect(-260, -340, 520, 340);
  // The front pocket with its thumb notch, through which the card behind shows.
  const front =
    "M-260 -250L-80 -250C-70 -250 -66 -240 -66 -230C-60 -180 60 -180 66 -230C66 -240 70 -250 80 -250" +
    "L260 -250L260 -26Q260 0 234 0L-234 0Q-260 0 -260 -26Z";
  const frontStitch =
    "M-246 -236L-90 -236C-82 -236 -80 -226 -80 -216C-64 -166 64 -166 80 -216C80 -226 82 -236 90 -236" +
    "L246 -236L246 -30Q246 -14 230 -14L-230 -14Q-246 -14 -246 -30Z";
  const svg =
    piece(roundedPoly(body, 24), p, "panel") +
    stitch(roundedPoly(insetPoly(body, 12), 14), p, 2.6) +
    cardEdge(-200, -368, 400, cardColours[0]) +
    `<path d="${roundedPoly(rect(-200, -368, 400, 220), 10)}" fill="${cardColours[0]}" ` +
    `stroke="${darken(cardColours[0], 0.3)}" stroke-width="2"/>` +
    line("M-170 -330L40 -330", darken(cardColours[0], 0.12), 6, 0.6) +
    cardEdge(-220, -290, 300, cardColours[3]) +
    piece(front, p) +
    stitch(frontStitch, p, 2.6) +
    line("M-254 -110L254 -110", p.edge, 3) +
    stitch("M-246 -124L246 -124", p, 2.4) +
    sheen(-150, -200, 110, 30, -10, p, 0.6);
  return { svg, width: 560, height: 380, focus: [0, -210], depth: 30 };
}
