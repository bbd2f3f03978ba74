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

/** An ffmpeg running: `finish` gives it its input and resolves to its stdout (its time limit starts then). */
interface FfmpegRun {
  finish(input?: Buffer): Promise<Buffer>;
  kill(): void;
}

/** Starts ffmpeg; `finish` rejects with the tail of its stderr. */
function startFfmpeg(args: string[], options: FfmpegOptions): FfmpegRun {
  const child = spawn(options.ffmpegPath ?? 'ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  let err = '';
  child.stdout.on('data', (d: Buffer) => out.push(d));
  child.stderr.on('data', (d: Buffer) => {
    err = (err + d.toString()).slice(-2000);
  });
  child.stdin.on('error', () => undefined);
  const exited = new Promise<Buffer>((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`ffmpeg could not start: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg ${signal ? `was killed (${signal})` : `exited ${code}`}: ${err.trim()}`));
    });
  });
  // A run that is killed before it is finished has nobody waiting for it.
  exited.catch(() => undefined);
  return {
    finish(input) {
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
      child.stdin.end(input);
      return exited.finally(() => clearTimeout(timer));
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Runs ffmpeg; resolves to its stdout, rejects with the tail of its stderr. */
function ffmpeg(args: string[], options: FfmpegOptions, input?: Buffer): Promise<Buffer> {
  return startFfmpeg(args, options).finish(input);
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
 * Writes the frames into `dir` and returns their ffconcat list, each frame shown from when it was taken until the
 * next one; the last until `endAt` (at least a tenth of a second, and the video at least a second). `ref` is how the
 * list names a file of `dir`.
 */
async function writeFrames(
  dir: string,
  frames: readonly Frame[],
  endAt: number,
  ref: (name: string) => string,
): Promise<string> {
  const lines = ['ffconcat version 1.0'];
  let total = 0;
  for (const [i, frame] of frames.entries()) {
    const name = `frame-${String(i).padStart(4, '0')}.png`;
    await writeFile(path.join(dir, name), frame.png);
    const until = frames[i + 1]?.at ?? endAt;
    const last = i === frames.length - 1;
    const seconds = Math.max(MIN_FRAME_S, (until - frame.at) / 1000, last ? MIN_VIDEO_S - total : 0);
    total += seconds;
    lines.push(`file '${ref(name)}'`, `duration ${seconds.toFixed(3)}`);
  }
  // The concat demuxer applies a duration to a file that is followed by another: the last frame is listed twice.
  lines.push(`file '${ref(`frame-${String(frames.length - 1).padStart(4, '0')}.png`)}'`);
  return `${lines.join('\n')}\n`;
}

/** ffmpeg's arguments for the WebM of the frame list `input` into `out`. */
const framesToWebm = (input: string[], out: string) => [...input, '-vf', `${HALF_SIZE},fps=5`, ...VP8, out];

/** A WebM of `frames` (PNG screenshots), as `writeFrames` times them. Rejects when there is no frame. */
export function webmFromFrames(frames: readonly Frame[], endAt: number, options: FfmpegOptions = {}): Promise<Buffer> {
  if (frames.length === 0) return Promise.reject(new Error('no screenshot was taken'));
  return inTempDir(async (dir) => {
    const list = path.join(dir, 'frames.ffconcat');
    await writeFile(list, await writeFrames(dir, frames, endAt, (name) => name));
    const out = path.join(dir, 'video.webm');
    await ffmpeg(framesToWebm(['-f', 'concat', '-safe', '0', '-i', list], out), options);
    return readFile(out);
  });
}

/**
 * `webmFromFrames` with ffmpeg started ahead, while the attempt runs: at its end only the frames are written and
 * encoded (starting ffmpeg costs 60-100 ms here, more on a loaded machine). The frame list comes through stdin. One
 * encoding each; `discard` ends one that is not used (and its ffmpeg, which also ends when this process does).
 */
export class FrameEncoder {
  private used = false;

  private constructor(
    private readonly dir: string,
    private readonly run: FfmpegRun,
  ) {}

  static async start(options: FfmpegOptions = {}): Promise<FrameEncoder> {
    const dir = await mkdtemp(path.join(tmpdir(), 'tas-video-'));
    const input = ['-f', 'concat', '-safe', '0', '-protocol_whitelist', 'file,pipe', '-i', 'pipe:0'];
    return new FrameEncoder(dir, startFfmpeg(framesToWebm(input, path.join(dir, 'video.webm')), options));
  }

  /** The WebM of `frames` (see `webmFromFrames`). Rejects when there is no frame, or when it was used before. */
  async encode(frames: readonly Frame[], endAt: number): Promise<Buffer> {
    if (this.used) throw new Error('the encoder was used');
    this.used = true;
    try {
      if (frames.length === 0) throw new Error('no screenshot was taken');
      const list = await writeFrames(this.dir, frames, endAt, (name) => `file:${path.join(this.dir, name)}`);
      await this.run.finish(Buffer.from(list));
      return await readFile(path.join(this.dir, 'video.webm'));
    } finally {
      await this.discard();
    }
  }

  /** Ends its ffmpeg and removes its files. Never rejects. */
  async discard(): Promise<void> {
    this.used = true;
    this.run.kill();
    await rm(this.dir, { recursive: true, force: true }).catch(() => undefined);
  }
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
