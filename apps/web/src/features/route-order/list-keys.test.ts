import { describe, expect, it } from 'vitest';
import { listKeyAction } from './list-keys.ts';

const key = (
  k: string,
  mods: Partial<{ altKey: boolean; shiftKey: boolean; ctrlKey: boolean }> = {},
) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('the walk-order list keys', () => {
  it.each([
    ['ArrowDown', 4, 5],
    ['ArrowUp', 4, 3],
    ['ArrowUp', -1, 0],
    ['PageDown', 95, 99],
    ['PageUp', 3, 0],
    ['Home', 50, 0],
    ['End', 0, 99],
  ])('%s from %i puts the cursor on %i (of 100)', (k, from, to) => {
    expect(listKeyAction(key(k), from, 100, false)).toEqual({ kind: 'cursor', index: to });
  });

  it('moves rows with Alt and asks a position with Enter', () => {
    expect(listKeyAction(key('ArrowUp', { altKey: true }), 3, 10, false)).toEqual({
      kind: 'command',
      command: 'up',
    });
    expect(listKeyAction(key('End', { altKey: true }), 3, 10, false)).toEqual({
      kind: 'command',
      command: 'bottom',
    });
    expect(listKeyAction(key('Enter'), 3, 10, false)).toEqual({
      kind: 'command',
      command: 'position',
    });
  });

  it('ticks with Space (a range with Shift), clears with Esc only when something is ticked', () => {
    expect(listKeyAction(key(' ', { shiftKey: true }), 1, 10, false)).toEqual({
      kind: 'toggle',
      range: true,
    });
    expect(listKeyAction(key('Escape'), 1, 10, true)).toEqual({ kind: 'clear' });
    expect(listKeyAction(key('Escape'), 1, 10, false)).toBeNull();
    expect(listKeyAction(key('a', { ctrlKey: true }), 1, 10, false)).toBeNull();
  });
});
