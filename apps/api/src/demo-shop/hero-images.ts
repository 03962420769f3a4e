import { darken, lighten, makeRandom, mix, n } from "./drawing-kit.ts";
import { drawArt, floorShadow, shadowDef } from "./product-images.ts";
import type { SeedProductLook } from "./seed-types.ts";

// The home page's hero pictures: groups of the demo catalogue's products on a lit set, drawn as
// product-images.ts draws the products.

export const heroImageWidths = [640, 1280, 1920] as const;

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
