import { describe, expect, it } from 'vitest';
import { FrameRecorder } from '../../runner-image/src/mobile/video';

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
