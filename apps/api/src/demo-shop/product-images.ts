import sharp from "sharp";
import { storeWebpVariants } from "../domains/catalog/product-photos.ts";
import type { PhotoStore } from "../domains/photos/photo-store.ts";
import {
  type Art,
  darken,
  lighten,
  luma,
  makePaint,
  makeRandom,
  mix,
  n,
  type Paint,
  paintDefs,
  pick,
} from "./drawing-kit.ts";
import {
  drawBoot,
  drawLoafer,
  drawMule,
  drawOxford,
  drawSandal,
  drawSlide,
  drawSneaker,
} from "./footwear-drawings.ts";
import {
  drawBackpack,
  drawBelt,
  drawCardholder,
  drawClutch,
  drawDuffel,
  drawSatchel,
  drawTote,
  drawWallet,
} from "./leather-goods-drawings.ts";
import type { SeedProductKind, SeedProductLook } from "./seed-types.ts";

// Draws the demo catalogue's pictures: flat, studio-lit illustrations of each product, so a fresh
// install has a believable shop without shipping or downloading photographs. Everything is plain
// SVG built from strings; sharp (librsvg) rasterises it and writes the WebP variants.
//
// Conventions: every product is drawn in its own local space with the origin on the floor at the
// middle of the product and y growing downwards (so the product sits at negative y). A composition
// then places it with a transform. Colours come from the look; the seed only varies the backdrop.
//
// The products are drawn in footwear-drawings.ts and leather-goods-drawings.ts, from the pieces of
// drawing-kit.ts; this file frames them as the shop's photographs, hero-images.ts as the home page's.

export const productImageWidths = [400, 800, 1200] as const;

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
export function drawArt(look: SeedProductLook, id: string, lightFromRight: boolean, mirrored: boolean): Art {
  const p = makePaint(look, id, lightFromRight !== mirrored);
  const art = drawers[look.kind](p);
  return { ...art, svg: paintDefs(p) + art.svg };
}

/** Two soft ellipses: a wide ambient shadow and a tight, darker contact shadow. */
export function floorShadow(cx: number, cy: number, halfWidth: number, depth: number, strength = 1): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(halfWidth * 1.08)}" ry="${n(depth * 1.3 + 24)}" ` +
    `fill="url(#shadow)" opacity="${n(0.55 * strength)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(halfWidth * 0.92)}" ry="${n(depth * 0.45 + 8)}" ` +
    `fill="url(#shadow)" opacity="${n(0.75 * strength)}"/>`
  );
}

export function shadowDef(colour: string): string {
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
// Rasterising

function svgWidth(svg: string): number {
  const match = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)/.exec(svg);
  const width = Number(match?.[1]);
  if (!Number.isFinite(width) || width <= 0) throw new Error("The SVG has no usable viewBox width.");
  return width;
}

export async function storeImageVariants(
  svg: string,
  store: PhotoStore,
  folder: string,
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
  await storeWebpVariants({ data, info }, store, folder, baseName, widths);
}
