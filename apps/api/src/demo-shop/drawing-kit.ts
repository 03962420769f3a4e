import type { SeedProductLook } from "./seed-types.ts";

// What every drawing of the demo catalogue is made with (product-images.ts says how they are drawn):
// colours, seeded randomness, geometry, the paint of one product and the shared pieces of leather.

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

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

// Warm white and warm black keep highlights and shadows inside the leather family; pale colours
// shade towards a warm brown instead, or creams turn to dirty grey.
export const lighten = (colour: string, t: number) => mix(colour, "#fff8ee", t);
export const darken = (colour: string, t: number) =>
  mix(colour, luma(colour) > 0.6 ? "#5a4030" : "#140b07", t);

/** Perceived lightness, 0 (black) to 1 (white). */
export function luma(colour: string): number {
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
export function makeRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(list: readonly [T, ...T[]], r: number): T {
  return list[Math.floor(r * list.length)] ?? list[0];
}

/** Rounds coordinates so the SVG stays short and byte-for-byte stable. */
export const n = (value: number) => Math.round(value * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Geometry

export type Pt = readonly [number, number];

/** A closed path through the points with each corner rounded by `radius` (one or per corner). */
export function roundedPoly(points: readonly Pt[], radius: number | readonly number[]): string {
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
export function insetPoly(points: readonly Pt[], d: number): Pt[] {
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

export function rect(x: number, y: number, w: number, h: number): Pt[] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** Points along an ellipse from angle a0 to a1 (radians; 0 is right, π/2 is towards the viewer). */
export function ellipsePoints(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): Pt[] {
  const steps = 28;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / steps;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Pt;
  });
}

export const polyline = (points: readonly Pt[]) =>
  points.map((p, i) => `${i === 0 ? "M" : "L"}${n(p[0])} ${n(p[1])}`).join("");

/** Points on a cubic Bézier curve at the given parameters: for rows of eyelets and punched holes. */
export function cubicPoints(curve: readonly [Pt, Pt, Pt, Pt], ts: readonly number[]): Pt[] {
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

export interface Paint {
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

export function makePaint(look: SeedProductLook, id: string, lightFromRight = false): Paint {
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

export function paintDefs(p: Paint): string {
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
export function piece(d: string, p: Paint, fill: Fill = "body", gloss = true): string {
  const base =
    `<path d="${d}" fill="url(#${p.id}-${fill})" ` +
    `stroke="${fill === "sole" ? darken(p.accent, 0.35) : p.edge}" ` +
    'stroke-width="3" stroke-linejoin="round"/>';
  return gloss ? `${base}<path d="${d}" fill="url(#${p.id}-gloss)"/>` : base;
}

/** Saddle stitching: short dashes in the thread colour along a line. */
export function stitch(d: string, p: Paint, width = 3.2): string {
  return (
    `<path d="${d}" fill="none" stroke="${p.stitch}" stroke-width="${width}" ` +
    `stroke-dasharray="${n(width * 2.4)} ${n(width * 2.6)}" stroke-linecap="round" opacity=".92"/>`
  );
}

/**
 * A leather strap along a path, stitched down both edges. The stitches are a dashed stroke
 * slightly narrower than the strap whose middle is painted over again, leaving two dashed rows.
 */
export function strap(
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

export function rivet(x: number, y: number, r: number, p: Paint): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${p.id}-metal)" ` +
    `stroke="${darken(p.accent, 0.45)}" stroke-width="1.5"/>` +
    `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.3)}" fill="#fff" opacity=".5"/>`
  );
}

/** A rectangular buckle frame with its centre bar: the hardware on straps and belts. */
export function buckle(cx: number, cy: number, w: number, h: number, p: Paint): string {
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
export function ring(cx: number, cy: number, r: number, p: Paint): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${darken(p.accent, 0.45)}" ` +
    'stroke-width="14"/>' +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="url(#${p.id}-metal)" ` +
    'stroke-width="9"/>'
  );
}

/** A soft specular highlight: what makes polished leather read as polished. */
export function sheen(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  angle: number,
  p: Paint,
  opacity = 1,
): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${p.id}-spec)" ` +
    `opacity="${n(opacity)}" transform="rotate(${angle} ${n(cx)} ${n(cy)})"/>`
  );
}

export function line(d: string, colour: string, width: number, opacity = 1): string {
  return (
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" ` +
    `stroke-linejoin="round" opacity="${opacity}"/>`
  );
}

/** A drawn product in local space: origin on the floor at its middle, extent for fitting. */
export interface Art {
  svg: string;
  width: number;
  height: number;
  /** Centre of the detail worth a close-up in view 1. */
  focus: Pt;
  /** Half-depth of the footprint, for the floor shadow. */
  depth: number;
}
