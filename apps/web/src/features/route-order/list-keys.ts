import type { RowCommand } from './route-stop-row.tsx';

/** What a key in the walk-order list does (the key map of route-stop-list.tsx). */
export type ListKeyAction =
  | { kind: 'cursor'; index: number }
  | { kind: 'command'; command: RowCommand }
  | { kind: 'toggle'; range: boolean }
  | { kind: 'clear' };

type Key = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean };

const ALT_COMMANDS: Record<string, RowCommand> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'top',
  End: 'bottom',
};

/**
 * The action of one key press, or null when the list leaves the key alone.
 *   current: the cursor's index (-1: none); count: rows; page: rows per PageUp/PageDown
 */
export const listKeyAction = (
  event: Key,
  current: number,
  count: number,
  hasSelection: boolean,
  page = 10,
): ListKeyAction | null => {
  if (event.altKey) {
    const command = ALT_COMMANDS[event.key];
    return command ? { kind: 'command', command } : null;
  }
  if (event.ctrlKey || event.metaKey) return null;
  const cursor = (index: number) => ({
    kind: 'cursor' as const,
    index: Math.max(0, Math.min(count - 1, index)),
  });
  switch (event.key) {
    case 'ArrowDown':
      return cursor(current + 1);
    case 'ArrowUp':
      return cursor(current < 0 ? 0 : current - 1);
    case 'PageDown':
      return cursor(current + page);
    case 'PageUp':
      return cursor(current - page);
    case 'Home':
      return cursor(0);
    case 'End':
      return cursor(count - 1);
    case ' ':
      return { kind: 'toggle', range: event.shiftKey };
    case 'Enter':
      return { kind: 'command', command: 'position' };
    case 'Escape':
      return hasSelection ? { kind: 'clear' } : null;
    default:
      return null;
  }
};
