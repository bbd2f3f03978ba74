import { execFileSync } from 'node:child_process';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sensitiveBoxes } from '../../runner-image/src/mobile/observe';
import {
  decodePng,
  encodePng,
  MASK_PADDING,
  MASK_RGB,
  maskPng,
  paintBoxes,
  pixelBoxes,
  pngSize,
  type RawImage,
} from '../../runner-image/src/mobile/png-mask';
import { ScreenMask } from '../../runner-image/src/mobile/screen-mask';
import type { DeviceSession } from '../../runner-image/src/mobile/session';
import { fakeAppScreen } from '../support/fake-apps';

/** An RGB image whose every pixel differs from its neighbours, so that all five PNG filters are exercised. */
function gradient(width: number, height: number, channels: 3 | 4 = 3): RawImage {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7 + (i >> 5)) & 0xff;
  return { width, height, channels, data };
}

function pixel(image: RawImage, x: number, y: number): number[] {
  const o = (y * image.width + x) * image.channels;
  return [...image.data.subarray(o, o + 3)];
}

const MAGENTA = [...MASK_RGB];

describe('pixelBoxes', () => {
  it('scales a box in points to device pixels by the screenshot width over the window width, padded', () => {
    // Prepare: a 412 x 915 pt window in a 1236 x 2745 px screenshot (3x).
    const box = { x: 24, y: 216, width: 364, height: 56 };

    // Act
    const [scaled] = pixelBoxes([box], { width: 412, height: 915 }, { width: 1236, height: 2745 });

    // Assess
    expect(scaled).toEqual({
      x: 72 - MASK_PADDING,
      y: 648 - MASK_PADDING,
      width: 1092 + 2 * MASK_PADDING,
      height: 168 + 2 * MASK_PADDING,
    });
  });

  it('covers the box by both the width and the height ratio when the screenshot is of another aspect', () => {
    // Prepare: the fake driver's 400 x 852 image of a 412 x 915 pt window (x 0.971, y 0.931).
    const box = { x: 24, y: 216, width: 364, height: 56 };

    // Act
    const [scaled] = pixelBoxes([box], { width: 412, height: 915 }, { width: 400, height: 852 });

    // Assess
    expect(scaled!.x).toBe(Math.floor((24 * 400) / 412) - MASK_PADDING);
    expect(scaled!.y).toBeLessThanOrEqual(Math.floor((216 * 852) / 915));
    expect(scaled!.y + scaled!.height).toBeGreaterThanOrEqual(Math.ceil((272 * 400) / 412));
  });

  it('clamps boxes to the screenshot and drops those outside it', () => {
    // Act
    const boxes = pixelBoxes(
      [
        { x: 400, y: 900, width: 100, height: 100 },
        { x: 500, y: 0, width: 10, height: 10 },
      ],
      { width: 412, height: 915 },
      { width: 412, height: 915 },
    );

    // Assess
    expect(boxes).toEqual([{ x: 398, y: 898, width: 14, height: 17 }]);
  });
});

describe('the PNG reader and writer', () => {
  it('reads back what it wrote, RGB and RGBA', async () => {
    for (const channels of [3, 4] as const) {
      // Prepare
      const image = gradient(37, 23, channels);

      // Act
      const decoded = await decodePng(await encodePng(image));

      // Assess
      expect(decoded).toEqual(image);
    }
  });

  it("reads ffmpeg's PNGs (adaptive filters), RGB, RGBA, grey and palette, as ffmpeg's raw pixels", async () => {
    const source = ['-f', 'lavfi', '-i', 'testsrc=size=96x64:rate=1', '-frames:v', '1'];
    const raw = execFileSync('ffmpeg', ['-v', 'error', ...source, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
    for (const [format, pred] of [
      ['rgb24', 'mixed'],
      ['rgb24', 'avg'],
      ['rgba', 'mixed'],
      ['gray', 'mixed'],
      ['pal8', 'mixed'],
    ] as const) {
      // Prepare
      const encode = ['-pix_fmt', format, '-c:v', 'png', '-pred', pred, '-f', 'image2pipe', '-'];
      const png = execFileSync('ffmpeg', ['-v', 'error', ...source, ...encode]);
      const grey = format === 'gray';
      const expected =
        format === 'pal8' || grey
          ? execFileSync('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
              input: png,
            })
          : raw;

      // Act
      const decoded = await decodePng(png);

      // Assess
      expect(decoded, `${format} ${pred}`).not.toBeNull();
      const rgb = Buffer.alloc(96 * 64 * 3);
      for (let p = 0; p < 96 * 64; p++)
        decoded!.data.copy(rgb, p * 3, p * decoded!.channels, p * decoded!.channels + 3);
      expect(rgb.equals(expected), `${format} ${pred}`).toBe(true);
    }
  });
});

describe('maskPng', () => {
  it('paints the boxes the mask colour and leaves every other pixel as it was', async () => {
    // Prepare: a 2x screenshot of a 50 x 40 pt window.
    const image = gradient(100, 80);
    const png = await encodePng(image);

    // Act
    const masked = (await decodePng(
      await maskPng(png, [{ x: 10, y: 10, width: 20, height: 5 }], { width: 50, height: 40 }),
    ))!;

    // Assess
    for (let y = 0; y < 80; y++) {
      for (let x = 0; x < 100; x++) {
        const inside =
          x >= 20 - MASK_PADDING && x < 60 + MASK_PADDING && y >= 20 - MASK_PADDING && y < 30 + MASK_PADDING;
        expect(pixel(masked, x, y), `${x},${y}`).toEqual(inside ? MAGENTA : pixel(image, x, y));
      }
    }
  });

  it("paints over ffmpeg's PNGs (adaptive filters) exactly as decoding, painting and encoding the whole image does", async () => {
    const cases = [
      { boxes: [{ x: 10, y: 10, width: 20, height: 5 }], what: 'one box' },
      {
        boxes: [
          { x: 2, y: 0, width: 10, height: 3 },
          { x: 30, y: 20, width: 10, height: 4 },
        ],
        what: 'a box on the first row and one lower',
      },
      { boxes: [{ x: 40, y: 29, width: 8, height: 3 }], what: 'a box down to the last row' },
    ];
    for (const format of ['rgb24', 'rgba'] as const) {
      // Prepare: a 2x screenshot of a 48 x 32 pt window, rows filtered Sub, Up, Average and Paeth.
      const png = execFileSync('ffmpeg', [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=96x64:rate=1', '-frames:v', '1'],
        ...['-pix_fmt', format, '-c:v', 'png', '-pred', 'mixed', '-f', 'image2pipe', '-'],
      ]);
      for (const { boxes, what } of cases) {
        const expected = (await decodePng(png))!;
        paintBoxes(expected, pixelBoxes(boxes, { width: 48, height: 32 }, expected));

        // Act
        const masked = await decodePng(await maskPng(png, boxes, { width: 48, height: 32 }));

        // Assess
        expect(masked, `${format}, ${what}`).toEqual(expected);
      }
    }
  });

  it('returns a screenshot that no box reaches as it was', async () => {
    // Prepare
    const png = await encodePng(gradient(100, 80));

    // Act
    const out = await maskPng(png, [{ x: 60, y: 50, width: 10, height: 10 }], { width: 50, height: 40 });

    // Assess
    expect(out.equals(png)).toBe(true);
  });

  it('masks a PNG it cannot read whole, at its size', async () => {
    // Prepare: a 16-bit PNG.
    const ihdr = Buffer.from([0, 0, 0, 6, 0, 0, 0, 4, 16, 2, 0, 0, 0]);
    const chunk = (type: string, body: Buffer) =>
      Buffer.concat([Buffer.from([0, 0, 0, body.length]), Buffer.from(type), body, Buffer.alloc(4)]);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(4 * (1 + 6 * 6)))),
      chunk('IEND', Buffer.alloc(0)),
    ]);

    // Act
    const masked = (await decodePng(await maskPng(png, [], { width: 6, height: 4 })))!;

    // Assess
    expect(pngSize(png)).toEqual({ width: 6, height: 4 });
    expect({ width: masked.width, height: masked.height }).toEqual({ width: 6, height: 4 });
    expect(pixel(masked, 0, 0)).toEqual(MAGENTA);
    expect(pixel(masked, 5, 3)).toEqual(MAGENTA);
  });
});

describe('sensitiveBoxes', () => {
  it("finds the fake apps' password fields (UiAutomator2's password attribute, XCUITest's SecureTextField)", () => {
    expect(sensitiveBoxes(fakeAppScreen('android')).boxes).toEqual([{ x: 24, y: 216, width: 364, height: 56 }]);
    expect(sensitiveBoxes(fakeAppScreen('ios')).boxes).toEqual([{ x: 20, y: 234, width: 353, height: 48 }]);
    expect(sensitiveBoxes(fakeAppScreen('android', 'gift_cards'))).toEqual({ boxes: [], truncated: false });
  });

  it('finds nodes that show a secret, not hidden ones, and says when a password field has no bounds', () => {
    // Prepare
    const source = `<hierarchy>
      <android.widget.TextView class="android.widget.TextView" text="Signed in as ann@example.com" bounds="[0,10][100,30]"/>
      <android.widget.TextView class="android.widget.TextView" text="ann@example.com" displayed="false" bounds="[0,40][100,60]"/>
      <android.widget.TextView class="android.widget.TextView" text="Welcome" bounds="[0,70][100,90]"/>
    </hierarchy>`;

    // Act
    const found = sensitiveBoxes(source, ['ann@example.com']);
    const unbounded = sensitiveBoxes('<hierarchy><android.widget.EditText password="true"/></hierarchy>');

    // Assess
    expect(found).toEqual({ boxes: [{ x: 0, y: 10, width: 100, height: 20 }], truncated: false });
    expect(unbounded.truncated).toBe(true);
  });
});

describe('ScreenMask', () => {
  const window = { width: 50, height: 40 };

  it('masks the whole screenshot when the screen could not be read', async () => {
    // Prepare
    const mask = new ScreenMask({ timeoutMs: 50 });
    const png = await encodePng(gradient(50, 40));

    // Act
    const source = await mask.source(() => new Promise<string>(() => undefined), new AbortController().signal);
    const masked = (await decodePng(await mask.apply(png, source, window)))!;

    // Assess
    expect(source).toBeNull();
    expect(pixel(masked, 0, 0)).toEqual(MAGENTA);
    expect(pixel(masked, 49, 39)).toEqual(MAGENTA);
  });

  it("covers the password field of the fake Android app's sign-in screen and nothing else", async () => {
    // Prepare: a 1x screenshot of android.xml's 412 x 915 pt window; Password at 24,216, 364 x 56 pt.
    const mask = new ScreenMask({ timeoutMs: 1000 });
    const image = gradient(412, 915);

    // Act
    const masked = (await decodePng(
      await mask.apply(await encodePng(image), fakeAppScreen('android'), { width: 412, height: 915 }),
    ))!;

    // Assess
    expect(pixel(masked, 24, 216)).toEqual(MAGENTA);
    expect(pixel(masked, 387, 271)).toEqual(MAGENTA);
    expect(pixel(masked, 200, 150)).toEqual(pixel(image, 200, 150));
    expect(pixel(masked, 200, 300)).toEqual(pixel(image, 200, 300));
  });

  it('covers text that shows a stored credential once it is known', async () => {
    // Prepare: a signed-in screen naming the user.
    const mask = new ScreenMask({ timeoutMs: 1000 });
    mask.addSecrets(['ann@example.com', 'ann']);
    const source = `<hierarchy><android.widget.TextView class="android.widget.TextView" text="Hi ann@example.com" bounds="[0,10][50,20]"/>
      <android.widget.TextView class="android.widget.TextView" text="Annual plan" bounds="[0,30][50,40]"/></hierarchy>`;
    const image = gradient(50, 40);

    // Act
    const masked = (await decodePng(await mask.apply(await encodePng(image), source, window)))!;

    // Assess: the 3-letter secret is not looked for ("Annual plan" stays).
    expect(pixel(masked, 25, 15)).toEqual(MAGENTA);
    expect(pixel(masked, 25, 35)).toEqual(pixel(image, 25, 35));
  });

  it('stores a screenshot without password fields as it was', async () => {
    // Prepare
    const mask = new ScreenMask({ timeoutMs: 1000 });
    const png = await encodePng(gradient(50, 40));

    // Act
    const out = await mask.apply(png, fakeAppScreen('android', 'gift_cards'), window);

    // Assess
    expect(out.equals(png)).toBe(true);
  });

  it('gives a screenshot identical to the last one painted, with the same boxes, the same masked image', async () => {
    // Prepare: the sign-in screen twice, then with the password field elsewhere, then another screenshot.
    const mask = new ScreenMask({ timeoutMs: 1000 });
    const window = { width: 412, height: 915 };
    const image = gradient(412, 915);
    const png = await encodePng(image);
    const moved = fakeAppScreen('android').replace('top="216"', 'top="600"');
    const other = await encodePng(gradient(412, 915, 4));

    // Act
    const first = await mask.apply(png, fakeAppScreen('android'), window);
    const again = await mask.apply(Buffer.from(png), fakeAppScreen('android'), window);
    const elsewhere = (await decodePng(await mask.apply(png, moved, window)))!;
    const changed = (await decodePng(await mask.apply(other, moved, window)))!;

    // Assess: reused only for the same pixels and boxes; every result is masked where its source says.
    expect(again).toBe(first);
    expect(pixel((await decodePng(again))!, 24, 216)).toEqual(MAGENTA);
    expect(pixel(elsewhere, 24, 216)).toEqual(pixel(image, 24, 216));
    expect(pixel(elsewhere, 24, 600)).toEqual(MAGENTA);
    expect(pixel(changed, 24, 600)).toEqual(MAGENTA);
    expect(pixel(changed, 24, 216)).not.toEqual(MAGENTA);
  });

  it('reuses the source a tracked session read until input is sent through it', async () => {
    // Prepare
    let reads = 0;
    const session = {
      pageSource: async () => `source ${++reads}`,
      tap: async () => undefined,
    } as unknown as DeviceSession;
    const mask = new ScreenMask({ timeoutMs: 1000, reuseMs: 60_000 });
    const tracked = mask.track(session);
    const signal = new AbortController().signal;

    // Act
    const observed = await tracked.pageSource();
    const reused = await mask.source(() => session.pageSource(), signal);
    await tracked.tap({ x: 1, y: 1 });
    const fresh = await mask.source(() => session.pageSource(), signal);

    // Assess
    expect(observed).toBe('source 1');
    expect(reused).toBe('source 1');
    expect(fresh).toBe('source 2');
  });
});
