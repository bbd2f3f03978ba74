/**
 * Opaque boxes painted over a device screenshot (a PNG), without an image library: the PNG is inflated with
 * node:zlib, its rows unfiltered, the boxes painted, and the image written again (8-bit, each row filtered "Up").
 *
 * Read: 8-bit greyscale, grey+alpha, RGB, RGBA and palette images, not interlaced (what UiAutomator2, XCUITest and the
 * clouds return). Anything else cannot be painted: `maskPng` then returns an image of the screenshot's size that is the
 * mask colour all over, so that a screenshot that had to be masked is never stored unmasked.
 *
 * Boxes are in the device's logical points (the page source's bounds); the screenshot is in device pixels. x scales by
 * the screenshot's width over the window's width; y by both that factor and the height ratio, the box covering both
 * (a window rect that leaves out a system bar, or a driver whose screenshot is not of the window's aspect, like the
 * fake driver's, still has the field covered), with `MASK_PADDING` device pixels around.
 */
import { promisify } from 'node:util';
import { crc32, deflate, inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);
const deflateAsync = promisify(deflate);

/** The colour of the boxes: Playwright's default mask colour, as browser screenshots show it. */
export const MASK_RGB: readonly [number, number, number] = [255, 0, 255];
/** Device pixels added around each box. */
export const MASK_PADDING = 2;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes per pixel of each 8-bit colour type. */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A decoded image: RGB or RGBA rows, 8 bits a channel. */
export interface RawImage {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Buffer;
}

/** The size the PNG's header gives, or null when it is no PNG. */
export function pngSize(png: Buffer): Size | null {
  if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    return null;
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * The boxes in the screenshot's pixels, clamped to it; empty boxes are dropped. `window` is the screen in points,
 * `image` the screenshot's size.
 */
export function pixelBoxes(boxes: readonly Box[], window: Size, image: Size): Box[] {
  if (window.width <= 0 || window.height <= 0) return [];
  const sx = image.width / window.width;
  const sy = image.height / window.height;
  const out: Box[] = [];
  for (const box of boxes) {
    const left = Math.max(0, Math.floor(box.x * sx) - MASK_PADDING);
    const right = Math.min(image.width, Math.ceil((box.x + box.width) * sx) + MASK_PADDING);
    const top = Math.max(0, Math.floor(Math.min(box.y * sx, box.y * sy)) - MASK_PADDING);
    const bottom = Math.min(
      image.height,
      Math.ceil(Math.max((box.y + box.height) * sx, (box.y + box.height) * sy)) + MASK_PADDING,
    );
    if (right > left && bottom > top) out.push({ x: left, y: top, width: right - left, height: bottom - top });
  }
  return out;
}

interface Header {
  width: number;
  height: number;
  colorType: number;
  palette: Buffer | null;
  idat: Buffer;
}

function readChunks(png: Buffer): Header | null {
  const size = pngSize(png);
  if (!size) return null;
  const bitDepth = png[24];
  const colorType = png[25] ?? -1;
  const interlace = png[28];
  if (bitDepth !== 8 || interlace !== 0 || CHANNELS[colorType] === undefined) return null;
  const idat: Buffer[] = [];
  let palette: Buffer | null = null;
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IDAT') idat.push(body);
    else if (type === 'PLTE') palette = body;
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (colorType === 3 && !palette) return null;
  return { ...size, colorType, palette, idat: Buffer.concat(idat) };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Undoes the filters of the first `rows` rows (all by default); returns them without their filter bytes, or null when
 * malformed.
 */
function unfilter(raw: Buffer, width: number, height: number, bpp: number, rows = height): Buffer | null {
  const stride = width * bpp;
  if (raw.length < height * (stride + 1)) return null;
  const out = Buffer.alloc(rows * stride);
  const zero = new Uint8Array(stride);
  for (let y = 0; y < rows; y++) {
    const filter = raw[y * (stride + 1)];
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = out.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? out.subarray((y - 1) * stride, y * stride) : zero;
    // One loop per filter: a branch per byte makes a phone's screenshot take a second.
    switch (filter) {
      case 0:
        row.set(src);
        break;
      case 1:
        for (let i = 0; i < stride; i++)
          row[i] = ((src[i] as number) + (i >= bpp ? (row[i - bpp] as number) : 0)) & 0xff;
        break;
      case 2:
        for (let i = 0; i < stride; i++) row[i] = ((src[i] as number) + (up[i] as number)) & 0xff;
        break;
      case 3:
        for (let i = 0; i < stride; i++) {
          const left = i >= bpp ? (row[i - bpp] as number) : 0;
          row[i] = ((src[i] as number) + ((left + (up[i] as number)) >> 1)) & 0xff;
        }
        break;
      case 4:
        for (let i = 0; i < stride; i++) {
          const a = i >= bpp ? (row[i - bpp] as number) : 0;
          const c = i >= bpp ? (up[i - bpp] as number) : 0;
          row[i] = ((src[i] as number) + paeth(a, up[i] as number, c)) & 0xff;
        }
        break;
      default:
        return null;
    }
  }
  return out;
}

/** The PNG as RGB or RGBA pixels, or null when it is of a kind this module does not read. */
export async function decodePng(png: Buffer): Promise<RawImage | null> {
  const header = readChunks(png);
  if (!header) return null;
  const { width, height, colorType, palette } = header;
  const bpp = CHANNELS[colorType] as number;
  let raw: Buffer;
  try {
    raw = await inflateAsync(header.idat);
  } catch {
    return null;
  }
  const rows = unfilter(raw, width, height, bpp);
  if (!rows) return null;
  if (colorType === 2) return { width, height, channels: 3, data: rows };
  if (colorType === 6) return { width, height, channels: 4, data: rows };
  // Greyscale, grey+alpha and palette images are widened to RGB(A).
  const alpha = colorType === 4;
  const channels = alpha ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  for (let p = 0; p < width * height; p++) {
    const o = p * channels;
    if (colorType === 3) {
      const index = (rows[p] as number) * 3;
      data[o] = palette?.[index] ?? 0;
      data[o + 1] = palette?.[index + 1] ?? 0;
      data[o + 2] = palette?.[index + 2] ?? 0;
    } else {
      const grey = rows[p * bpp] as number;
      data[o] = grey;
      data[o + 1] = grey;
      data[o + 2] = grey;
      if (alpha) data[o + 3] = rows[p * bpp + 1] as number;
    }
  }
  return { width, height, channels, data };
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** The image as a PNG (8-bit RGB or RGBA, every row filtered "Up", which suits screens of flat colour). */
export async function encodePng(image: RawImage): Promise<Buffer> {
  const { width, height, channels, data } = image;
  const stride = width * channels;
  const raw = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const dst = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = data.subarray(y * stride, (y + 1) * stride);
    raw[y * (stride + 1)] = y > 0 ? 2 : 0;
    if (y === 0) {
      dst.set(row);
      continue;
    }
    const up = data.subarray((y - 1) * stride, y * stride);
    for (let i = 0; i < stride; i++) dst[i] = ((row[i] as number) - (up[i] as number)) & 0xff;
  }
  return writePng(width, height, channels, raw);
}

/** A PNG of 8-bit RGB or RGBA rows that are already filtered (each row led by its filter byte). */
async function writePng(width: number, height: number, channels: 3 | 4, filtered: Buffer): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = channels === 4 ? 6 : 2;
  const idat = await deflateAsync(filtered, { level: 3 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Paints `boxes` (in the image's pixels) the mask colour, opaque. */
export function paintBoxes(image: RawImage, boxes: readonly Box[]): void {
  const { width, channels, data } = image;
  for (const box of boxes) {
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) {
        const o = (y * width + x) * channels;
        data[o] = MASK_RGB[0];
        data[o + 1] = MASK_RGB[1];
        data[o + 2] = MASK_RGB[2];
        if (channels === 4) data[o + 3] = 255;
      }
    }
  }
}

/** Pixels of the largest image painted whole (a header naming more is not believed). */
const MAX_PIXELS = 40_000_000;

/** An image of `size` that is the mask colour all over. */
export function maskedAll(size: Size): Promise<Buffer> {
  if (size.width * size.height > MAX_PIXELS || size.width <= 0 || size.height <= 0) size = { width: 1, height: 1 };
  const image: RawImage = { ...size, channels: 3, data: Buffer.alloc(size.width * size.height * 3) };
  paintBoxes(image, [{ x: 0, y: 0, ...size }]);
  return encodePng(image);
}

/**
 * The screenshot with `boxes` (in points of `window`) painted over. A PNG this module cannot read becomes an image
 * that is the mask colour all over (of the screenshot's size, else of the window's).
 */
export async function maskPng(png: Buffer, boxes: readonly Box[], window: Size): Promise<Buffer> {
  const header = readChunks(png);
  if (header && (header.colorType === 2 || header.colorType === 6)) {
    const masked = await paintFiltered(png, header, boxes, window);
    if (masked) return masked;
  }
  const image = await decodePng(png);
  if (!image) return maskedAll(pngSize(png) ?? window);
  paintBoxes(image, pixelBoxes(boxes, window, image));
  return encodePng(image);
}

/**
 * `maskPng` for RGB and RGBA screenshots (what devices return), at about half the cost of decoding and encoding the
 * whole image: the rows are unfiltered only down to the last painted one, and only the painted rows and the row after
 * each (whose filter may refer to the row above) are written again, unfiltered; every other row keeps its filtered
 * bytes. Null when the image data is malformed.
 */
async function paintFiltered(png: Buffer, header: Header, boxes: readonly Box[], window: Size): Promise<Buffer | null> {
  const { width, height } = header;
  const channels = CHANNELS[header.colorType] as 3 | 4;
  const stride = width * channels;
  let raw: Buffer;
  try {
    raw = await inflateAsync(header.idat);
  } catch {
    return null;
  }
  const painted = pixelBoxes(boxes, window, header);
  const touched = new Uint8Array(height);
  let last = -1;
  for (const box of painted) {
    touched.fill(1, box.y, box.y + box.height);
    last = Math.max(last, box.y + box.height - 1);
  }
  const rows = Math.min(height, last + 2);
  const pixels = unfilter(raw, width, height, channels, rows);
  if (!pixels) return null;
  if (last < 0) return png;
  paintBoxes({ width, height: rows, channels, data: pixels }, painted);
  for (let y = 0; y < rows; y++) {
    if (!touched[y] && !(y > 0 && touched[y - 1])) continue;
    raw[y * (stride + 1)] = 0;
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return writePng(width, height, channels, raw.subarray(0, height * (stride + 1)));
}
