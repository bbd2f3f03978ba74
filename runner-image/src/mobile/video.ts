/**
 * An attempt's video on a device, as results store it: one WebM (VP8). Device clouds and Appium's real drivers record
 * MP4 (H.264), which is converted; a driver that cannot record (Appium's fake driver, a cloud whose video is not
 * ready) gets a WebM made of the screenshots the attempt took, each shown until the next one, so that the artifact
 * always exists. Both go through ffmpeg (`ffmpeg` on the PATH, or the path given).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One screenshot of the attempt and when it was taken (epoch ms). */
export interface Frame {
  png: Buffer;
  at: number;
}

/** Frames kept per attempt at most: beyond, every other one is dropped (the video keeps its length). */
export const MAX_FRAMES = 400;
/** The shortest time a frame is shown, and the shortest video. */
const MIN_FRAME_S = 0.1;
const MIN_VIDEO_S = 1;
/** Half the device's pixels, even sides: a phone screen stays readable, and VP8 encoding stays cheap. */
const HALF_SIZE = "scale='max(2,trunc(iw/4)*2)':'max(2,trunc(ih/4)*2)'";
const VP8 = ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '600k', '-pix_fmt', 'yuv420p', '-an'];

/**
 * The screenshots of one attempt, in order, bounded in number. A screenshot identical to the one before is no new
 * frame: that one is shown on until the next change (ffmpeg decodes each frame, a phone's PNG in ~10-20 ms).
 */
export class FrameRecorder {
  private frames: Frame[] = [];

  add(png: Buffer, at = Date.now()): void {
    const previous = this.frames.at(-1)?.png;
    if (previous && (previous === png || previous.equals(png))) return;
    this.frames.push({ png, at });
    if (this.frames.length > MAX_FRAMES) this.frames = this.frames.filter((_, i) => i % 2 === 0);
  }

  get count(): number {
    return this.frames.length;
  }

  /** The frames so far, and a fresh start for the next attempt. */
  take(): Frame[] {
    const frames = this.frames;
    this.frames = [];
    return frames;
  }
}

export interface FfmpegOptions {
  /** The ffmpeg executable; default `ffmpeg` on the PATH. */
  ffmpegPath?: string;
  timeoutMs?: number;
}

/** Runs ffmpeg; resolves to its stdout, rejects with the tail of its stderr. */
function ffmpeg(args: string[], options: FfmpegOptions, input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.ffmpegPath ?? 'ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`ffmpeg could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg ${signal ? `was killed (${signal})` : `exited ${code}`}: ${err.trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tas-video-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * A WebM of `frames` (PNG screenshots), each shown from when it was taken until the next one; the last until `endAt`
 * (at least a tenth of a second). Rejects when there is no frame.
 */
export function webmFromFrames(frames: readonly Frame[], endAt: number, options: FfmpegOptions = {}): Promise<Buffer> {
  if (frames.length === 0) return Promise.reject(new Error('no screenshot was taken'));
  return inTempDir(async (dir) => {
    const lines = ['ffconcat version 1.0'];
    let total = 0;
    for (const [i, frame] of frames.entries()) {
      const name = `frame-${String(i).padStart(4, '0')}.png`;
      await writeFile(path.join(dir, name), frame.png);
      const until = frames[i + 1]?.at ?? endAt;
      const last = i === frames.length - 1;
      const seconds = Math.max(MIN_FRAME_S, (until - frame.at) / 1000, last ? MIN_VIDEO_S - total : 0);
      total += seconds;
      lines.push(`file '${name}'`, `duration ${seconds.toFixed(3)}`);
    }
    // The concat demuxer applies a duration to a file that is followed by another: the last frame is listed twice.
    lines.push(`file 'frame-${String(frames.length - 1).padStart(4, '0')}.png'`);
    const list = path.join(dir, 'frames.ffconcat');
    await writeFile(list, `${lines.join('\n')}\n`);
    const out = path.join(dir, 'video.webm');
    await ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-vf', `${HALF_SIZE},fps=5`, ...VP8, out], options);
    return readFile(out);
  });
}

/** The WebM of an MP4 recording (a driver's or a device cloud's). */
export function webmFromMp4(mp4: Buffer, options: FfmpegOptions = {}): Promise<Buffer> {
  return inTempDir(async (dir) => {
    const input = path.join(dir, 'video.mp4');
    const out = path.join(dir, 'video.webm');
    await writeFile(input, mp4);
    await ffmpeg(['-i', input, '-vf', HALF_SIZE, ...VP8, out], options);
    return readFile(out);
  });
}

/** A JPEG of a PNG screenshot (model planners take JPEG evidence). */
export function jpegFromPng(png: Buffer, options: FfmpegOptions = {}): Promise<Buffer> {
  return ffmpeg(['-f', 'png_pipe', '-i', '-', '-q:v', '5', '-f', 'image2pipe', '-c:v', 'mjpeg', '-'], options, png);
}
