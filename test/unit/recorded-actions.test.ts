import { describe, expect, it } from 'vitest';
import {
  actionTypeOf,
  describeAction,
  normalizeKeyName,
  parseKeyCombo,
  parseRecordedAction,
  pointOutside,
  RecordedActionError,
} from '../../runner-image/src/engine/recorded-actions';
import { videoSize } from '../../runner-image/src/engine/run-test';
import {
  randomValue,
  resolveVariables,
  substitute,
  substituteAction,
  substituteDeep,
  unknownVariablesNote,
} from '../../runner-image/src/engine/variables';

describe('parseRecordedAction', () => {
  it.each([
    ['left_click', '{"x":120,"y":340}', { kind: 'click', button: 'left', clickCount: 1, at: { x: 120, y: 340 } }],
    ['left_click', '120,340', { kind: 'click', button: 'left', clickCount: 1, at: { x: 120, y: 340 } }],
    ['left_click', ' 120 , 340 ', { kind: 'click', button: 'left', clickCount: 1, at: { x: 120, y: 340 } }],
    ['left_click', '12.5,3', { kind: 'click', button: 'left', clickCount: 1, at: { x: 12.5, y: 3 } }],
    ['right_click', '5,6', { kind: 'click', button: 'right', clickCount: 1, at: { x: 5, y: 6 } }],
    ['double_click', '{"x":5,"y":6}', { kind: 'click', button: 'left', clickCount: 2, at: { x: 5, y: 6 } }],
    ['triple_click', '5,6', { kind: 'click', button: 'left', clickCount: 3, at: { x: 5, y: 6 } }],
    ['mouse_move', '{"x":7,"y":8}', { kind: 'mouse_move', at: { x: 7, y: 8 } }],
    [
      'left_click_drag',
      '{"from":{"x":10,"y":20},"to":{"x":300,"y":20}}',
      { kind: 'drag', from: { x: 10, y: 20 }, to: { x: 300, y: 20 } },
    ],
    ['left_click_drag', '10,20 -> 300,20', { kind: 'drag', from: { x: 10, y: 20 }, to: { x: 300, y: 20 } }],
    ['type', '{"text":"hello {{name}}"}', { kind: 'type', text: 'hello {{name}}' }],
    ['type', 'the text itself', { kind: 'type', text: 'the text itself' }],
    ['type', '{not json}', { kind: 'type', text: '{not json}' }],
    ['key', '{"key":"ctrl+a"}', { kind: 'key', keys: ['Control', 'a'] }],
    ['key', 'Return', { kind: 'key', keys: ['Enter'] }],
    ['key', 'Shift+Tab', { kind: 'key', keys: ['Shift', 'Tab'] }],
    ['key', 'Control+Enter', { kind: 'key', keys: ['Control', 'Enter'] }],
    ['key', 'ctrl++', { kind: 'key', keys: ['Control', '+'] }],
    [
      'scroll',
      '{"x":720,"y":450,"direction":"down","amount":3}',
      { kind: 'scroll', at: { x: 720, y: 450 }, direction: 'down', amount: 3 },
    ],
    ['scroll', 'down 3', { kind: 'scroll', at: null, direction: 'down', amount: 3 }],
    ['scroll', 'UP 1', { kind: 'scroll', at: null, direction: 'up', amount: 1 }],
    ['scroll', '{"direction":"left","amount":2}', { kind: 'scroll', at: null, direction: 'left', amount: 2 }],
    ['wait', '{"seconds":1.5}', { kind: 'wait', seconds: 1.5 }],
    ['wait', '1.5', { kind: 'wait', seconds: 1.5 }],
    ['deeplink', '{"url":"myapp://item/42"}', { kind: 'deeplink', url: 'myapp://item/42' }],
    ['deeplink', 'myapp://item/42', { kind: 'deeplink', url: 'myapp://item/42' }],
  ] as const)('parses %s %s', (type, action, expected) => {
    expect(parseRecordedAction(type, action)).toEqual(expected);
  });

  it('repeats a left_click click_count times and ignores click_count on other clicks', () => {
    expect(parseRecordedAction('left_click', '1,2', 3)).toMatchObject({ clickCount: 3 });
    expect(parseRecordedAction('left_click', '1,2', 0)).toMatchObject({ clickCount: 1 });
    expect(parseRecordedAction('double_click', '1,2', 5)).toMatchObject({ clickCount: 2 });
  });

  it.each([
    ['left_click', 'here', /^The left_click action must be coordinates such as "120,340"/],
    ['left_click', '{"x":1}', /numeric "x" and "y"/],
    ['left_click_drag', '1,2 -> ', /must be "x1,y1 -> x2,y2"/],
    ['left_click_drag', '1,2', /must be "x1,y1 -> x2,y2"/],
    ['scroll', 'sideways 2', /a direction and amount such as "down 3"/],
    ['scroll', 'down -1', /a direction and amount such as "down 3"/],
    ['scroll', '{"x":1,"direction":"down","amount":1}', /both be numbers, or both be left out/],
    ['wait', 'soon', /a number of seconds such as "1.5"/],
    ['wait', '-1', /a number of seconds such as "1.5"/],
    ['key', 'ctrl+Hyperspace', /Unknown key "Hyperspace" in "ctrl\+Hyperspace"/],
    ['key', '', /^The key action must not be empty\.$/],
    ['key', '{"key":5}', /must have a "key" such as "Return"/],
    ['deeplink', '', /^The deeplink action must not be empty\.$/],
  ] as const)('rejects %s %j', (type, action, why) => {
    expect(() => parseRecordedAction(type, action)).toThrow(RecordedActionError);
    expect(() => parseRecordedAction(type, action)).toThrow(why);
  });
});

describe('key names', () => {
  it.each([
    ['Return', 'Enter'],
    ['enter', 'Enter'],
    ['BackSpace', 'Backspace'],
    ['backspace', 'Backspace'],
    ['Page_Down', 'PageDown'],
    ['pagedown', 'PageDown'],
    ['Prior', 'PageUp'],
    ['ctrl', 'Control'],
    ['CONTROL', 'Control'],
    ['super', 'Meta'],
    ['Meta', 'Meta'],
    ['Escape', 'Escape'],
    ['esc', 'Escape'],
    ['Up', 'ArrowUp'],
    ['ArrowLeft', 'ArrowLeft'],
    ['space', 'Space'],
    ['F5', 'F5'],
    ['f12', 'F12'],
    ['minus', '-'],
    ['KP_Enter', 'Enter'],
    ['a', 'a'],
    ['A', 'A'],
    ['7', '7'],
  ])('maps %s to %s', (name, expected) => {
    expect(normalizeKeyName(name)).toBe(expected);
  });

  it('returns null for names it does not know', () => {
    expect(normalizeKeyName('Hyperspace')).toBeNull();
    expect(normalizeKeyName('F25')).toBeNull();
  });

  it('reads combos joined with +, including a literal + key', () => {
    expect(parseKeyCombo('ctrl+shift+Page_Up')).toEqual(['Control', 'Shift', 'PageUp']);
    expect(parseKeyCombo('super+L')).toEqual(['Meta', 'L']);
    expect(parseKeyCombo('ctrl++')).toEqual(['Control', '+']);
    expect(parseKeyCombo('+')).toEqual(['+']);
  });
});

describe('viewport checks and descriptions', () => {
  it('finds the first point outside the viewport', () => {
    expect(pointOutside(parseRecordedAction('left_click', '799,599'), 800, 600)).toBeNull();
    expect(pointOutside(parseRecordedAction('left_click', '800,10'), 800, 600)).toEqual({ x: 800, y: 10 });
    expect(pointOutside(parseRecordedAction('left_click', '-1,10'), 800, 600)).toEqual({ x: -1, y: 10 });
    expect(pointOutside(parseRecordedAction('left_click_drag', '1,1 -> 5,900'), 800, 600)).toEqual({ x: 5, y: 900 });
    expect(pointOutside(parseRecordedAction('scroll', 'down 3'), 800, 600)).toBeNull();
  });

  it('names actions in the results vocabulary', () => {
    expect(actionTypeOf(parseRecordedAction('left_click', '1,2'))).toBe('click_element');
    expect(actionTypeOf(parseRecordedAction('type', 'x'))).toBe('input_text');
    expect(actionTypeOf(parseRecordedAction('key', 'Return'))).toBe('send_keys');
    expect(actionTypeOf(parseRecordedAction('scroll', 'down 1'))).toBe('scroll_down');
    expect(actionTypeOf(parseRecordedAction('scroll', 'up 2'))).toBe('scroll_up');
    expect(describeAction(parseRecordedAction('left_click', '1,2', 4))).toBe('Clicked 4 times at (1, 2)');
    expect(describeAction(parseRecordedAction('scroll', 'down 1'))).toBe('Scrolled down 1 notch');
  });
});

describe('variables', () => {
  it('substitutes known names and leaves unknown ones as written, reporting them', () => {
    const values = new Map([['name', 'Ann']]);
    const unknown = new Set<string>();
    expect(substitute('hi {{name}} {{ name }} {{other}}', values, unknown)).toBe('hi Ann Ann {{other}}');
    expect([...unknown]).toEqual(['other']);
    expect(unknownVariablesNote(unknown)).toBe('Unknown variable left as written: {{other}}.');
    expect(unknownVariablesNote(new Set())).toBeNull();
  });

  it('substitutes every string of a nested value, keeping non-strings and keys', () => {
    const values = new Map([['v', 'X']]);
    expect(
      substituteDeep({ url: 'a/{{v}}', n: 3, list: ['{{v}}', null, { deep: '{{v}}' }], '{{v}}': true }, values),
    ).toEqual({
      url: 'a/X',
      n: 3,
      list: ['X', null, { deep: 'X' }],
      '{{v}}': true,
    });
  });

  it('substitutes inside JSON actions without breaking them on quotes', () => {
    const values = new Map([['q', 'say "hi"']]);
    const action = substituteAction('{"text":"{{q}}"}', values);
    expect(parseRecordedAction('type', action)).toEqual({ kind: 'type', text: 'say "hi"' });
    expect(substituteAction('{{q}}!', values)).toBe('say "hi"!');
  });

  it('generates random values from randomConfig with its defaults', () => {
    expect(randomValue(null)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(randomValue({ prefix: 'p-', length: 5, charset: 'numeric' })).toMatch(/^p-\d{5}$/);
    expect(randomValue({ length: 100, charset: 'hex' })).toMatch(/^[0-9a-f]{64}$/);
    expect(randomValue({ length: 0, charset: 'alpha' })).toMatch(/^[A-Za-z]$/);
  });

  it('resolves text, email and random variables once per run', () => {
    const values = resolveVariables([
      { key: 't', type: 'text', value: 'plain' },
      { key: 'e', type: 'email', value: null },
      { key: 'f', type: 'email', value: 'me@example.com' },
      { key: 'r', type: 'random', randomConfig: { prefix: 'id_' } },
    ]);
    expect(values.get('t')).toBe('plain');
    expect(values.get('e')).toMatch(/^test\+[a-z0-9]+@example\.com$/);
    expect(values.get('f')).toBe('me@example.com');
    expect(values.get('r')).toMatch(/^id_[A-Za-z0-9]{8}$/);
    expect(resolveVariables([{ key: 'e', type: 'email' }]).get('e')).not.toBe(values.get('e'));
  });
});

describe('video size', () => {
  it('records at half the default viewport', () => {
    expect(videoSize({ width: 1440, height: 900 })).toEqual({ width: 720, height: 450 });
  });

  it('keeps small viewports at least 640 wide, and never larger than the viewport', () => {
    expect(videoSize({ width: 800, height: 600 })).toEqual({ width: 640, height: 480 });
    expect(videoSize({ width: 400, height: 300 })).toEqual({ width: 400, height: 300 });
  });

  it('caps very wide viewports at 1280', () => {
    expect(videoSize({ width: 3840, height: 2160 }).width).toBe(1280);
  });
});
