import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { FrameEncoder, FrameRecorder, webmFromFrames } from '../../runner-image/src/mobile/video';
import { childrenOf, commandOf, isAlive } from '../support/processes';

describe('FrameRecorder', () => {
  it('keeps a screenshot identical to the one before as the frame already shown, not as a new frame', () => {
    // Prepare
    const recorder = new FrameRecorder();
    const signIn = Buffer.from('sign-in screen');
    const home = Buffer.from('home screen');

    // Act: the same screen three times (the last a copy of its bytes), another, then the first again.
    recorder.add(signIn, 1000);
    recorder.add(signIn, 1100);
    recorder.add(Buffer.from(signIn), 1200);
    recorder.add(home, 1300);
    recorder.add(signIn, 1400);

    // Assess: each frame is shown from when its screen first appeared.
    expect(recorder.take().map((frame) => [frame.png.toString(), frame.at])).toEqual([
      ['sign-in screen', 1000],
      ['home screen', 1300],
      ['sign-in screen', 1400],
    ]);
  });
});

/** A grey PNG of 64 x 32 px, as ffmpeg writes it. */
function greyPng(shade: number): Buffer {
  const colour = `0x${shade.toString(16).padStart(2, '0').repeat(3)}`;
  return execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `color=c=${colour}:s=64x32`, '-frames:v', '1'],
    ...['-c:v', 'png', '-f', 'image2pipe', '-'],
  ]);
}

/** The frames of a WebM, decoded (each 32 x 16 px at half size, rgb24). */
function decodedFrames(webm: Buffer): Buffer[] {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    input: webm,
  });
  const size = 32 * 16 * 3;
  return Array.from({ length: raw.length / size }, (_, i) => raw.subarray(i * size, (i + 1) * size));
}

const ffmpegChildren = () => childrenOf(process.pid).filter((pid) => commandOf(pid).startsWith('ffmpeg'));

describe('FrameEncoder', () => {
  it('makes the same video of the frames as webmFromFrames, with ffmpeg started ahead', async () => {
    // Prepare: a dark screen for 0.6 s, then a light one until the end, 1.2 s in.
    const frames = [
      { png: greyPng(0x20), at: 10_000 },
      { png: greyPng(0xe0), at: 10_600 },
    ];
    const encoder = await FrameEncoder.start();

    // Act
    const started = await encoder.encode(frames, 11_200);
    const cold = await webmFromFrames(frames, 11_200);

    // Assess: 5 frames a second, dark then light.
    const shades = (webm: Buffer) => decodedFrames(webm).map((frame) => (frame[0]! < 0x80 ? 'dark' : 'light'));
    expect(started.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(shades(started)).toEqual(shades(cold));
    expect(shades(started)).toEqual(['dark', 'dark', 'dark', 'light', 'light', 'light']);
    await expect(encoder.encode(frames, 11_200)).rejects.toThrow(/used/);
  });

  it('ends its ffmpeg when discarded, and when it has no frame to encode', async () => {
    // Prepare
    const before = ffmpegChildren();
    const discarded = await FrameEncoder.start();
    const empty = await FrameEncoder.start();
    const started = ffmpegChildren().filter((pid) => !before.includes(pid));

    // Act
    await discarded.discard();
    const noFrame = empty.encode([], Date.now()).catch((error: Error) => error.message);
    await new Promise((r) => setTimeout(r, 200));

    // Assess
    expect(started).toHaveLength(2);
    expect(await noFrame).toBe('no screenshot was taken');
    expect(ffmpegChildren().filter((pid) => started.includes(pid) && isAlive(pid))).toEqual([]);
  });
});
