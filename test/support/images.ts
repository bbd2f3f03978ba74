import type { Page } from 'playwright-core';

export type Rgb = [number, number, number];

/** RGB of the pixel at (x, y) of a JPEG, decoded by a browser page (any open page will do). */
export async function pixelOf(page: Page, jpeg: Buffer | undefined, x: number, y: number): Promise<Rgb> {
  if (!jpeg) throw new Error('no image');
  return page.evaluate(
    async ({ b64, x, y }) => {
      const img = new Image();
      img.src = `data:image/jpeg;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(x, y, 1, 1).data;
      return [d[0], d[1], d[2]] as Rgb;
    },
    { b64: jpeg.toString('base64'), x, y },
  );
}

/** Playwright's screenshot mask colour (magenta). */
export const isMaskColour = ([r, g, b]: Rgb) => r > 200 && g < 60 && b > 200;
