import sharp from "sharp";
import { writeWebpVariants } from "../domains/catalog/product-photos.ts";
import type { SeedProductKind, SeedProductLook } from "./seed-types.ts";

// Draws the demo catalogue's pictures: flat, studio-lit illustrations of each product, so a fresh
// install has a believable shop without shipping or downloading photographs. Everything is plain
// SVG built from strings; sharp (librsvg) rasterises it and writes the WebP variants.
//
// Conventions: every product is drawn in its own local space with the origin on the floor at the
// middle of the product and y growing downwards (so the product sits at negative y). A composition
// then places it with a transform. Colours come from the look; the seed only varies the backdrop.

export const productImageWidths = [400, 800, 1200] as const;
export const heroImageWidths = [640, 1280, 1920] as const;

// ---------------------------------------------------------------------------------------------
// Colour and randomness

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  // A malformed colour should still draw leather, not a grey box: fall back to cognac.
  const value = Number.parseInt(match?.[1] ?? "9a5b2e", 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, "0");
  return `#${rgb.map(channel).join("")}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

// Warm white and warm black keep highlights and shadows inside the leather family; pale colours
// shade towards a warm brown instead, or creams turn to dirty grey.
const lighten = (colour: string, t: number) => mix(colour, "#fff8ee", t);
const darken = (colour: string, t: number) => mix(colour, luma(colour) > 0.6 ? "#5a4030" : "#140b07", t);

/** Perceived lightness, 0 (black) to 1 (white). */
function luma(colour: string): number {
  const [r, g, b] = parseHex(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function hashString(text: string): number {
  // FNV-1a: tiny, stable across platforms, good enough to spread seeds.
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** mulberry32: a deterministic stream of numbers in [0, 1) for a seed string. */
function makeRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly [T, ...T[]], r: number): T {
  return list[Math.floor(r * list.length)] ?? list[0];
}

/** Rounds coordinates so the SVG stays short and byte-for-byte stable. */
const n = (value: number) => Math.round(value * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Geometry

type Pt = readonly [number, number];

/** A closed path through the points with each corner rounded by `radius` (one or per corner). */
function roundedPoly(points: readonly Pt[], radius: number | readonly number[]): string {
  const parts: string[] = [];
  points.forEach((vertex, i) => {
    const prev = points[(i + points.length - 1) % points.length] ?? vertex;
    const next = points[(i + 1) % points.length] ?? vertex;
    const r = typeof radius === "number" ? radius : (radius[i] ?? 0);
    const toward = (target: Pt): Pt => {
      const dx = target[0] - vertex[0];
      const dy = target[1] - vertex[1];
      const t = Math.min(0.5, r / (Math.hypot(dx, dy) || 1));
      return [vertex[0] + dx * t, vertex[1] + dy * t];
    };
    const a = toward(prev);
    const b = toward(next);
    parts.push(
      `${i === 0 ? "M" : "L"}${n(a[0])} ${n(a[1])}Q${n(vertex[0])} ${n(vertex[1])} ${n(b[0])} ${n(b[1])}`,
    );
  });
  return `${parts.join("")}Z`;
}

/** Shrinks a convex polygon by `d` on every side: the line where a stitch runs beside an edge. */
function insetPoly(points: readonly Pt[], d: number): Pt[] {
  let area = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] ?? p;
    area += p[0] * q[1] - q[0] * p[1];
  });
  const side = area > 0 ? 1 : -1;
  const lines = points.map((p, i) => {
    const q = points[(i + 1) % points.length] ?? p;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const nx = (-(q[1] - p[1]) / len) * side * d;
    const ny = ((q[0] - p[0]) / len) * side * d;
    return { p: [p[0] + nx, p[1] + ny] as Pt, q: [q[0] + nx, q[1] + ny] as Pt };
  });
  return lines.map((line, i) => {
    const before = lines[(i + lines.length - 1) % lines.length] ?? line;
    return intersect(before.p, before.q, line.p, line.q);
  });
}

function intersect(a: Pt, b: Pt, c: Pt, d: Pt): Pt {
  const den = (a[0] - b[0]) * (c[1] - d[1]) - (a[1] - b[1]) * (c[0] - d[0]);
  if (Math.abs(den) < 1e-9) return c;
  const t = ((a[0] - c[0]) * (c[1] - d[1]) - (a[1] - c[1]) * (c[0] - d[0])) / den;
  return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
}

function rect(x: number, y: number, w: number, h: number): Pt[] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** Points along an ellipse from angle a0 to a1 (radians; 0 is right, π/2 is towards the viewer). */
function ellipsePoints(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): Pt[] {
  const steps = 28;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / steps;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Pt;
  });
}

const polyline = (points: readonly Pt[]) =>
  points.map((p, i) => `${i === 0 ? "M" : "L"}${n(p[0])} ${n(p[1])}`).join("");

/** Points on a cubic Bézier curve at the given parameters: for rows of eyelets and punched holes. */
function cubicPoints(curve: readonly [Pt, Pt, Pt, Pt], ts: readonly number[]): Pt[] {
  const [a, b, c, d] = curve;
  return ts.map((t) => {
    const u = 1 - t;
    const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
    return [
      w[0] * a[0] + w[1] * b[0] + w[2] * c[0] + w[3] * d[0],
      w[0] * a[1] + w[1] * b[1] + w[2] * c[1] + w[3] * d[1],
    ] as Pt;
  });
}

// ---------------------------------------------------------------------------------------------
// Paint: the colours of one product and the gradients that make flat shapes read as leather

interface Paint {
  /** Prefix for gradient ids, unique within one SVG (a hero holds several products). */
  id: string;
  leather: string;
  accent: string;
  /** Painted edges and outlines: a darker tone of the leather. */
  edge: string;
  /** Stitching thread: the accent, nudged when it would vanish into the leather. */
  stitch: string;
  /** Linings and the insides of bags. */
  lining: string;
  lightFromRight: boolean;
}

function makePaint(look: SeedProductLook, id: string, lightFromRight = false): Paint {
  const { leather, accent } = look;
  const lum = luma(leather);
  const gap = luma(accent) - lum;
  let stitch = accent;
  if (Math.abs(gap) < 0.16) stitch = lum > 0.45 ? darken(accent, 0.45) : lighten(accent, 0.4);
  return {
    id,
    leather,
    accent,
    edge: darken(leather, lum > 0.6 ? 0.32 : 0.45),
    stitch,
    lining: darken(mix(leather, "#3a2418", 0.5), 0.35),
    lightFromRight,
  };
}

function paintDefs(p: Paint): string {
  const lum = luma(p.leather);
  // Light leathers need less white sheen and more shade to keep their form on a cream backdrop.
  const gloss = n(0.42 - lum * 0.26);
  const [x1, x2] = p.lightFromRight ? ["1", "0"] : ["0", "1"];
  const diagonal = `x1="${x1}" y1="0" x2="${x2}" y2="1"`;
  const stops = (colours: readonly [string, string, string]) =>
    `<stop offset="0" stop-color="${colours[0]}"/><stop offset=".52" stop-color="${colours[1]}"/>` +
    `<stop offset="1" stop-color="${colours[2]}"/>`;
  return (
    "<defs>" +
    `<linearGradient id="${p.id}-body" ${diagonal}>` +
    stops([lighten(p.leather, 0.2), p.leather, darken(p.leather, lum > 0.6 ? 0.2 : 0.32)]) +
    "</linearGradient>" +
    `<linearGradient id="${p.id}-panel" ${diagonal}>` +
    stops(
      lum > 0.6
        ? [p.leather, darken(p.leather, 0.1), darken(p.leather, 0.22)]
        : [p.leather, darken(p.leather, 0.16), darken(p.leather, 0.38)],
    ) +
    "</linearGradient>" +
    `<linearGradient id="${p.id}-gloss" x1="${x1}" y1="0" x2="${p.lightFromRight ? ".4" : ".6"}" y2=".8">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="${gloss}"/>` +
    `<stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="${p.id}-metal" ${diagonal}>` +
    stops([lighten(p.accent, 0.55), p.accent, darken(p.accent, 0.35)]) +
    "</linearGradient>" +
    `<linearGradient id="${p.id}-sole" x1="0" y1="0" x2="0" y2="1">` +
    stops([lighten(p.accent, 0.14), p.accent, darken(p.accent, 0.22)]) +
    "</linearGradient>" +
    `<radialGradient id="${p.id}-spec"><stop offset="0" stop-color="#fff" stop-opacity=".55"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    "</defs>"
  );
}

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers

type Fill = "body" | "panel" | "sole";

/** A leather piece: gradient fill, a painted edge and a soft sheen on the lit side. */
function piece(d: string, p: Paint, fill: Fill = "body", gloss = true): string {
  const base =
    `<path d="${d}" fill="url(#${p.id}-${fill})" ` +
    `stroke="${fill === "sole" ? darken(p.accent, 0.35) : p.edge}" ` +
    'stroke-width="3" stroke-linejoin="round"/>';
  return gloss ? `${base}<path d="${d}" fill="url(#${p.id}-gloss)"/>` : base;
}

/** Saddle stitching: short dashes in the thread colour along a line. */
function stitch(d: string, p: Paint, width = 3.2): string {
  return (
    `<path d="${d}" fill="none" stroke="${p.stitch}" stroke-width="${width}" ` +
    `stroke-dasharray="${n(width * 2.4)} ${n(width * 2.6)}" stroke-linecap="round" opacity=".92"/>`
  );
}

/**
 * A leather strap along a path, stitched down both edges. The stitches are a dashed stroke
 * slightly narrower than the strap whose middle is painted over again, leaving two dashed rows.
 */
function strap(
  d: string,
  p: Paint,
  width: number,
  colour = p.leather,
  cap: "round" | "butt" = "round",
): string {
  const layer = (stroke: string, w: number, extra = ` stroke-linecap="${cap}"`) =>
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(w)}"${extra}/>`;
  return (
    layer(p.edge, width + 5) +
    layer(colour, width) +
    layer(p.stitch, width - 10, ' stroke-dasharray="7 8"') +
    layer(colour, width - 15) +
    // A faint crown of light along the middle, as on a strap with rounded edges.
    layer(lighten(colour, 0.14), width * 0.3, ' stroke-linecap="butt" opacity=".3"')
  );
}

function rivet(x: number, y: number, r: number, p: Paint): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${p.id}-metal)" ` +
    `stroke="${darken(p.accent, 0.45)}" stroke-width="1.5"/>` +
    `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.3)}" fill="#fff" opacity=".5"/>`
  );
}

/** A rectangular buckle frame with its centre bar: the hardware on straps and belts. */
function buckle(cx: number, cy: number, w: number, h: number, p: Paint): string {
  const frame = rect(cx - w / 2, cy - h / 2, w, h);
  return (
    `<path d="${roundedPoly(frame, 10)}" fill="none" stroke="${darken(p.accent, 0.45)}" stroke-width="15"/>` +
    `<path d="${roundedPoly(frame, 10)}" fill="none" stroke="url(#${p.id}-metal)" stroke-width="11"/>` +
    // A straight line has no box for a gradient to fill, so the bar is a flat metal tone.
    `<path d="M${n(cx)} ${n(cy - h / 2)}V${n(cy + h / 2)}" stroke="${lighten(p.accent, 0.15)}" ` +
    'stroke-width="7"/>'
  );
}

/** A metal ring: D-rings for shoulder straps, the links of a horsebit. */
function ring(cx: number, cy: number, r: number, p: Paint): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${darken(p.accent, 0.45)}" ` +
    'stroke-width="14"/>' +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="url(#${p.id}-metal)" ` +
    'stroke-width="9"/>'
  );
}

/** A soft specular highlight: what makes polished leather read as polished. */
function sheen(cx: number, cy: number, rx: number, ry: number, angle: number, p: Paint, opacity = 1): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${p.id}-spec)" ` +
    `opacity="${n(opacity)}" transform="rotate(${angle} ${n(cx)} ${n(cy)})"/>`
  );
}

function line(d: string, colour: string, width: number, opacity = 1): string {
  return (
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" ` +
    `stroke-linejoin="round" opacity="${opacity}"/>`
  );
}

/** A drawn product in local space: origin on the floor at its middle, extent for fitting. */
interface Art {
  svg: string;
  width: number;
  height: number;
  /** Centre of the detail worth a close-up in view 1. */
  focus: Pt;
  /** Half-depth of the footprint, for the floor shadow. */
  depth: number;
}

// ---------------------------------------------------------------------------------------------
// Bags (front view, standing on their base)

function drawTote(p: Paint): Art {
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

function drawSatchel(p: Paint): Art {
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

function drawClutch(p: Paint): Art {
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

function drawBackpack(p: Paint): Art {
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

function drawDuffel(p: Paint): Art {
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

function drawOxford(p: Paint): Art {
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

function drawLoafer(p: Paint): Art {
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

function drawBoot(p: Paint): Art {
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

function drawMule(p: Paint): Art {
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

function drawSneaker(p: Paint): Art {
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

function drawSlide(p: Paint): Art {
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

function drawSandal(p: Paint): Art {
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

// ---------------------------------------------------------------------------------------------
// Small leather goods

function drawBelt(p: Paint): Art {
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

function drawWallet(p: Paint): Art {
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

function drawCardholder(p: Paint): Art {
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

const drawers: Record<SeedProductKind, (p: Paint) => Art> = {
  tote: drawTote,
  satchel: drawSatchel,
  clutch: drawClutch,
  backpack: drawBackpack,
  duffel: drawDuffel,
  loafer: drawLoafer,
  oxford: drawOxford,
  boot: drawBoot,
  mule: drawMule,
  sandal: drawSandal,
  slide: drawSlide,
  sneaker: drawSneaker,
  belt: drawBelt,
  wallet: drawWallet,
  cardholder: drawCardholder,
};

interface Framing {
  /** Share of the frame's width the product may fill: small goods are shown smaller, as they are. */
  fill: number;
  /** Footwear points right when drawn; view 1 shows the pair, turned to face left. */
  footwear: boolean;
}

const framing: Record<SeedProductKind, Framing> = {
  tote: { fill: 0.82, footwear: false },
  satchel: { fill: 0.82, footwear: false },
  clutch: { fill: 0.8, footwear: false },
  backpack: { fill: 0.8, footwear: false },
  duffel: { fill: 0.9, footwear: false },
  loafer: { fill: 0.9, footwear: true },
  oxford: { fill: 0.9, footwear: true },
  boot: { fill: 0.88, footwear: true },
  mule: { fill: 0.9, footwear: true },
  sandal: { fill: 0.9, footwear: true },
  slide: { fill: 0.9, footwear: true },
  sneaker: { fill: 0.9, footwear: true },
  belt: { fill: 0.78, footwear: false },
  wallet: { fill: 0.8, footwear: false },
  cardholder: { fill: 0.66, footwear: false },
};

/**
 * Draws a look with its gradients. `lightFromRight` is where the light falls in the final image,
 * so a mirrored product is painted lit from the other side and comes out right once flipped.
 */
function drawArt(look: SeedProductLook, id: string, lightFromRight: boolean, mirrored: boolean): Art {
  const p = makePaint(look, id, lightFromRight !== mirrored);
  const art = drawers[look.kind](p);
  return { ...art, svg: paintDefs(p) + art.svg };
}

/** Two soft ellipses: a wide ambient shadow and a tight, darker contact shadow. */
function floorShadow(cx: number, cy: number, halfWidth: number, depth: number, strength = 1): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(halfWidth * 1.08)}" ry="${n(depth * 1.3 + 24)}" ` +
    `fill="url(#shadow)" opacity="${n(0.55 * strength)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(halfWidth * 0.92)}" ry="${n(depth * 0.45 + 8)}" ` +
    `fill="url(#shadow)" opacity="${n(0.75 * strength)}"/>`
  );
}

function shadowDef(colour: string): string {
  return (
    `<radialGradient id="shadow"><stop offset="0" stop-color="${colour}" stop-opacity=".55"/>` +
    `<stop offset=".55" stop-color="${colour}" stop-opacity=".22"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
  );
}

// ---------------------------------------------------------------------------------------------
// Product photographs

const productWidth = 1200;
const productHeight = 1500;

// Warm studio paper: creams and sands for the main view, deeper sands and taupes for the detail.
const lightBackdrops = ["#efe7dc", "#ece2d3", "#f1e8dc", "#e9dfd1", "#eee3d3", "#e8ddcf"] as const;
const deepBackdrops = ["#d9c7b0", "#d2bfa9", "#cdb9a2", "#d6c2a8", "#c8b5a1", "#d0bca4"] as const;

interface Studio {
  tone: string;
  floorY: number;
  /** Where the key light sits, as a fraction of the width. */
  lightX: number;
}

function studioBackdrop(s: Studio, width: number, height: number): string {
  const line = darken(s.tone, 0.16);
  const keyX = n(s.lightX * width);
  // The key light and the vignette are baked into one gradient per plane: full-frame overlays
  // cost librsvg a radial gradient over every pixel each, which is most of the render time.
  return (
    "<defs>" +
    `<radialGradient id="wall" gradientUnits="userSpaceOnUse" cx="${keyX}" cy="${n(height * 0.26)}" ` +
    `r="${n(height * 0.8)}"><stop offset="0" stop-color="${lighten(s.tone, 0.42)}"/>` +
    `<stop offset=".45" stop-color="${lighten(s.tone, 0.12)}"/>` +
    `<stop offset="1" stop-color="${darken(s.tone, 0.12)}"/></radialGradient>` +
    `<radialGradient id="floor" gradientUnits="userSpaceOnUse" cx="${keyX}" cy="${n(s.floorY)}" ` +
    `r="${n(width * 0.85)}"><stop offset="0" stop-color="${lighten(s.tone, 0.22)}"/>` +
    `<stop offset="1" stop-color="${darken(s.tone, 0.14)}"/></radialGradient>` +
    shadowDef(darken(s.tone, 0.75)) +
    "</defs>" +
    `<rect width="${width}" height="${n(s.floorY)}" fill="url(#wall)"/>` +
    `<rect y="${n(s.floorY)}" width="${width}" height="${n(height - s.floorY)}" fill="url(#floor)"/>` +
    // The floor line, softened by a faint band above it where the paper curves.
    `<rect y="${n(s.floorY - 40)}" width="${width}" height="40" fill="${line}" opacity=".06"/>` +
    `<path d="M0 ${n(s.floorY)}H${width}" stroke="${line}" stroke-width="2" opacity=".35"/>`
  );
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Where the product sits in the frame, and anything drawn beside it (the second shoe of a pair). */
interface Placement {
  scale: number;
  cx: number;
  groundY: number;
  mirror: boolean;
  extra: string;
}

/** View 0: the whole product, centred a little below the middle of the frame. */
function wholeView(art: Art, scale: number): Placement {
  const groundY = Math.min(1230, 820 + (art.height * scale) / 2);
  return { scale, cx: productWidth / 2, groundY, mirror: false, extra: "" };
}

/** View 1 for bags and small goods: in close on the hardware and stitching, still filling the frame. */
function detailView(art: Art, baseScale: number, random: () => number): Placement {
  const scale = baseScale * 1.6;
  const w = art.width * scale;
  let cx = productWidth / 2 - art.focus[0] * scale + (random() - 0.5) * 40;
  // Crop on both sides rather than leave the product hanging off one edge.
  if (w > productWidth) cx = clamp(cx, productWidth - w / 2, w / 2);
  else cx = productWidth / 2;
  const groundY = clamp(760 - art.focus[1] * scale, 0, productHeight - 110);
  return { scale, cx, groundY, mirror: false, extra: "" };
}

/**
 * View 1 for footwear: the pair, turned to face left, the second shoe set behind and a shade
 * darker, as the far one of a pair is in a studio.
 */
function pairView(look: SeedProductLook, art: Art, baseScale: number): Placement {
  const scale = baseScale * 0.9;
  const w = art.width * scale;
  const h = art.height * scale;
  const offsetX = Math.min(170, productWidth - 60 - w);
  const rise = Math.max(90, h * 0.38);
  const cx = productWidth / 2 - offsetX / 2;
  const groundY = Math.min(1240, 780 + (h + rise) / 2);
  const far = drawArt(
    { ...look, leather: darken(look.leather, 0.14), accent: darken(look.accent, 0.12) },
    "q",
    true,
    true,
  );
  const farScale = scale * 0.96;
  const extra =
    floorShadow(cx + offsetX, groundY - rise - art.depth * farScale * 0.5, w / 2, art.depth * farScale, 0.8) +
    `<g transform="translate(${n(cx + offsetX)} ${n(groundY - rise)}) ` +
    `scale(${n(-farScale)} ${n(farScale)})">` +
    `${far.svg}</g>`;
  return { scale, cx, groundY, mirror: true, extra };
}

export function productImageSvg(look: SeedProductLook, view: 0 | 1, seed: string): string {
  const random = makeRandom(`${seed}:${view}`);
  const { fill, footwear } = framing[look.kind];
  // View 0 is lit from the left; view 1 from the right, with footwear turned to face left.
  const art = drawArt(look, "p", view === 1, view === 1 && footwear);
  let tone: string = view === 0 ? pick(lightBackdrops, random()) : pick(deepBackdrops, random());
  // A pale product on pale paper loses its edges: deepen the paper a little for it.
  if (luma(look.leather) > 0.72) tone = mix(tone, "#a89078", view === 0 ? 0.22 : 0.3);
  tone = mix(tone, pick(["#e4cfb4", "#ddd0c2", "#e8d5bf"], random()), 0.2);

  const baseScale = Math.min((productWidth * fill) / art.width, (productHeight * 0.62) / art.height);
  let placed = wholeView(art, baseScale);
  if (view === 1) placed = footwear ? pairView(look, art, baseScale) : detailView(art, baseScale, random);
  const { scale, cx, groundY, mirror } = placed;
  const studio: Studio = {
    tone,
    floorY: clamp(
      groundY - art.depth * scale - (view === 1 && footwear ? 200 : 60),
      520,
      productHeight - 120,
    ),
    lightX: view === 0 ? 0.3 + random() * 0.1 : 0.64 + random() * 0.1,
  };
  const place = `translate(${n(cx)} ${n(groundY)}) scale(${n(mirror ? -scale : scale)} ${n(scale)})`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${productWidth}" height="${productHeight}" ` +
    `viewBox="0 0 ${productWidth} ${productHeight}">` +
    studioBackdrop(studio, productWidth, productHeight) +
    placed.extra +
    floorShadow(cx, groundY - art.depth * scale * 0.5, (art.width * scale) / 2, art.depth * scale) +
    `<g transform="${place}">${art.svg}</g>` +
    "</svg>"
  );
}

// ---------------------------------------------------------------------------------------------
// Home-page heroes

type HeroTheme = "bags" | "shoes" | "sandals" | "sneakers" | "classic";

interface HeroItem {
  look: SeedProductLook;
  /** Centre x and floor y on the 1920 × 1080 canvas. */
  x: number;
  y: number;
  /** Rendered width in pixels. */
  width: number;
  mirror?: boolean;
  /** Stands the product on a round plinth of this height, lifting it out of the group. */
  plinth?: number;
}

interface HeroScene {
  /** Deep wall colour, the lit colour where the light falls, and the floor. */
  wall: string;
  glow: string;
  floor: string;
  items: HeroItem[];
}

// Products stay in the right 55% of the frame; the left is left quiet for the headline.
const heroScenes: Record<HeroTheme, HeroScene> = {
  bags: {
    wall: "#2a1315",
    glow: "#6a3431",
    floor: "#1f0f10",
    items: [
      { look: { kind: "tote", leather: "#9a5b2e", accent: "#b8893b" }, x: 1200, y: 900, width: 560 },
      {
        look: { kind: "satchel", leather: "#c08a5b", accent: "#b8893b" },
        x: 1570,
        y: 930,
        width: 440,
        plinth: 150,
      },
      { look: { kind: "clutch", leather: "#e9dfcc", accent: "#b8893b" }, x: 1350, y: 1000, width: 400 },
    ],
  },
  shoes: {
    wall: "#241811",
    glow: "#5e4330",
    floor: "#1a110c",
    items: [
      {
        look: { kind: "mule", leather: "#5e1f24", accent: "#b8893b" },
        x: 1510,
        y: 900,
        width: 600,
        plinth: 190,
      },
      {
        look: { kind: "loafer", leather: "#9a5b2e", accent: "#e2d3b5" },
        x: 1300,
        y: 990,
        width: 680,
        mirror: true,
      },
    ],
  },
  sandals: {
    wall: "#262517",
    glow: "#5d5837",
    floor: "#1c1b10",
    items: [
      {
        look: { kind: "sandal", leather: "#c08a5b", accent: "#b8893b" },
        x: 1520,
        y: 890,
        width: 620,
        plinth: 170,
      },
      {
        look: { kind: "slide", leather: "#9a5b2e", accent: "#e2d3b5" },
        x: 1280,
        y: 1000,
        width: 660,
        mirror: true,
      },
    ],
  },
  sneakers: {
    wall: "#1f211b",
    glow: "#4d5141",
    floor: "#171813",
    items: [
      {
        look: { kind: "sneaker", leather: "#d8c3a0", accent: "#b07a43" },
        x: 1520,
        y: 890,
        width: 600,
        plinth: 180,
      },
      {
        look: { kind: "sneaker", leather: "#f1ece2", accent: "#1f2a3d" },
        x: 1290,
        y: 995,
        width: 660,
        mirror: true,
      },
    ],
  },
  classic: {
    wall: "#1d1310",
    glow: "#553425",
    floor: "#150d0a",
    items: [
      { look: { kind: "boot", leather: "#4a2c1d", accent: "#2a2624" }, x: 1150, y: 880, width: 470 },
      {
        look: { kind: "oxford", leather: "#9a5b2e", accent: "#2e211a" },
        x: 1580,
        y: 900,
        width: 540,
        plinth: 170,
      },
      {
        look: { kind: "loafer", leather: "#c08a5b", accent: "#efe6d5" },
        x: 1380,
        y: 1005,
        width: 580,
        mirror: true,
      },
    ],
  },
};

function heroBackdrop(scene: HeroScene, lightY: number): string {
  return (
    "<defs>" +
    '<linearGradient id="hwall" x1="0" y1="0" x2="1" y2="0">' +
    `<stop offset="0" stop-color="${darken(scene.wall, 0.45)}"/>` +
    `<stop offset=".5" stop-color="${scene.wall}"/><stop offset="1" stop-color="${scene.wall}"/>` +
    "</linearGradient>" +
    `<radialGradient id="hglow" cx=".74" cy="${n(lightY)}" r=".62">` +
    `<stop offset="0" stop-color="${scene.glow}"/>` +
    `<stop offset="1" stop-color="${scene.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="hfloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.floor}"/>` +
    `<stop offset="1" stop-color="${darken(scene.floor, 0.3)}"/></linearGradient>` +
    '<radialGradient id="hpool" cx=".7" cy="0" r=".6">' +
    `<stop offset="0" stop-color="${scene.glow}" stop-opacity=".7"/>` +
    `<stop offset="1" stop-color="${scene.glow}" stop-opacity="0"/></radialGradient>` +
    // Keeps the left of the frame quiet for the headline laid over it.
    '<linearGradient id="hcalm" x1="0" y1="0" x2="1" y2="0">' +
    '<stop offset="0" stop-color="#000" stop-opacity=".5"/>' +
    '<stop offset=".46" stop-color="#000" stop-opacity=".12"/>' +
    '<stop offset=".6" stop-color="#000" stop-opacity="0"/>' +
    "</linearGradient>" +
    // A shaft of window light, faded at both edges so it has no hard line.
    '<linearGradient id="hbeam" gradientUnits="userSpaceOnUse" x1="1300" y1="-40" x2="1766" y2="210">' +
    '<stop offset="0" stop-color="#fff3e0" stop-opacity="0"/><stop offset=".5" stop-color="#fff3e0" ' +
    'stop-opacity=".07"/><stop offset="1" stop-color="#fff3e0" stop-opacity="0"/></linearGradient>' +
    shadowDef("#000") +
    "</defs>" +
    '<rect width="1920" height="1080" fill="url(#hwall)"/>' +
    '<rect width="1920" height="1080" fill="url(#hglow)"/>' +
    '<path d="M1900 -40L1300 -40L700 1080L1300 1080Z" fill="url(#hbeam)"/>' +
    '<rect y="800" width="1920" height="280" fill="url(#hfloor)"/>' +
    '<rect y="800" width="1920" height="280" fill="url(#hpool)"/>' +
    `<path d="M0 800H1920" stroke="${lighten(scene.glow, 0.1)}" stroke-width="2" opacity=".25"/>`
  );
}

/** A round plinth, lit from the right, whose top the product stands on. */
function plinth(
  cx: number,
  floorY: number,
  height: number,
  radius: number,
  scene: HeroScene,
  id: string,
): string {
  const ry = radius * 0.16;
  const top = floorY - height;
  const side = mix(scene.glow, scene.wall, 0.35);
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${darken(side, 0.55)}"/><stop offset=".65" stop-color="${side}"/>` +
    `<stop offset="1" stop-color="${darken(side, 0.2)}"/></linearGradient></defs>` +
    floorShadow(cx - radius * 0.12, floorY, radius, ry, 0.9) +
    `<path d="M${n(cx - radius)} ${n(top)}V${n(floorY)}A${n(radius)} ${n(ry)} 0 0 0 ${n(cx + radius)} ` +
    `${n(floorY)}V${n(top)}Z" fill="url(#${id})"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(radius)}" ry="${n(ry)}" fill="${lighten(side, 0.12)}"/>`
  );
}

export function heroImageSvg(theme: HeroTheme, seed: string): string {
  const random = makeRandom(`hero:${theme}:${seed}`);
  const scene = heroScenes[theme];
  // Furthest back first, so nearer products overlap them.
  const items = [...scene.items].sort((a, b) => a.y - b.y);
  const drawn = items.map((item, i) => {
    const mirror = item.mirror === true;
    const art = drawArt(item.look, `h${i}`, true, mirror);
    const scale = item.width / art.width;
    const x = item.x + (random() - 0.5) * 30;
    const lift = item.plinth ?? 0;
    const ground = item.y - lift - (lift > 0 ? art.depth * scale * 0.2 : 0);
    const stand = lift > 0 ? plinth(x, item.y, lift, item.width * 0.56, scene, `plinth${i}`) : "";
    // Light from the right throws shadows a little to the left.
    const shadow = floorShadow(
      x - item.width * 0.05,
      ground - art.depth * scale * 0.5,
      item.width / 2,
      art.depth * scale,
      0.9,
    );
    const place = `translate(${n(x)} ${n(ground)}) scale(${n(mirror ? -scale : scale)} ${n(scale)})`;
    return `${stand}${shadow}<g transform="${place}">${art.svg}</g>`;
  });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">' +
    heroBackdrop(scene, 0.25 + random() * 0.1) +
    drawn.join("") +
    '<rect width="1920" height="1080" fill="url(#hcalm)"/>' +
    "</svg>"
  );
}

// ---------------------------------------------------------------------------------------------
// Rasterising

function svgWidth(svg: string): number {
  const match = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)/.exec(svg);
  const width = Number(match?.[1]);
  if (!Number.isFinite(width) || width <= 0) throw new Error("The SVG has no usable viewBox width.");
  return width;
}

export async function writeImageVariants(
  svg: string,
  outDir: string,
  baseName: string,
  widths: readonly number[],
): Promise<void> {
  if (widths.length === 0) return;
  const largest = Math.max(...widths);
  // Rasterise once, at the density that gives the largest width; every variant scales that down.
  const density = (72 * largest) / svgWidth(svg);
  const { data, info } = await sharp(Buffer.from(svg), { density })
    .resize({ width: largest })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await writeWebpVariants({ data, info }, outDir, baseName, widths);
}
