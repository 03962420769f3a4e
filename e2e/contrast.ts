import type { Locator, Page } from "@playwright/test";

/**
 * The lowest contrast ratio (WCAG 2) between a text's colour and any pixel of what is behind it. For
 * text over a picture, which axe leaves "incomplete", and on the see-through fixed header, which axe
 * 4.14 judges against the middle of the page instead of what is under it. The text is made
 * transparent, the screen under its own box (not its whole block) is photographed, and every pixel is
 * compared with the text's colour laid over it (a translucent colour is mixed with each pixel).
 */
export async function lowestContrastBehind(page: Page, text: Locator): Promise<number> {
  const { colour, box } = await text.evaluate((element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    const colour = getComputedStyle(element).color;
    element.style.color = "transparent";
    return { colour, box: { x, y, width, height } };
  });
  const picture = await page.screenshot({ clip: box, animations: "disabled" });
  await text.evaluate((element: HTMLElement) => element.style.removeProperty("color"));

  return page.evaluate(
    async ({ png, colour }) => {
      const linear = (channel: number) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (red: number, green: number, blue: number) =>
        0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);

      const probe = new OffscreenCanvas(1, 1).getContext("2d");
      if (!probe) throw new Error("no 2D canvas");
      probe.fillStyle = colour;
      probe.fillRect(0, 0, 1, 1);
      const [red = 0, green = 0, blue = 0, alpha = 255] = probe.getImageData(0, 0, 1, 1).data;
      const opacity = alpha / 255;

      const bytes = Uint8Array.from(atob(png), (character) => character.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d");
      if (!canvas) throw new Error("no 2D canvas");
      canvas.drawImage(bitmap, 0, 0);
      const pixels = canvas.getImageData(0, 0, bitmap.width, bitmap.height).data;

      let worst = Number.POSITIVE_INFINITY;
      for (let index = 0; index < pixels.length; index += 4) {
        const [r = 0, g = 0, b = 0] = pixels.subarray(index, index + 3);
        const behind = luminance(r, g, b);
        const front = luminance(
          opacity * red + (1 - opacity) * r,
          opacity * green + (1 - opacity) * g,
          opacity * blue + (1 - opacity) * b,
        );
        worst = Math.min(worst, (Math.max(front, behind) + 0.05) / (Math.min(front, behind) + 0.05));
      }
      return worst;
    },
    { png: picture.toString("base64"), colour },
  );
}
