/**
 * Pure moves on a walk order (an array of ids). Moving several ids keeps them in their
 * current relative order and places them as one block.
 *   placeAt(order, ids, index)      the block starts at `index` of the final order (clamped)
 *   shiftBy(order, ids, delta)      one step up (-1) or down (+1)
 *   dropOn(order, ids, overId)      drag-and-drop: before `overId` moving up, after it moving down
 *   sameOrder(a, b)
 */

const split = (order: readonly string[], ids: ReadonlySet<string>) => {
  const block: string[] = [];
  const rest: string[] = [];
  for (const id of order) (ids.has(id) ? block : rest).push(id);
  return { block, rest };
};

export const placeAt = (order: readonly string[], ids: ReadonlySet<string>, index: number) => {
  const { block, rest } = split(order, ids);
  if (block.length === 0) return order as string[];
  const at = Math.max(0, Math.min(rest.length, Math.trunc(index)));
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
};

export const shiftBy = (order: readonly string[], ids: ReadonlySet<string>, delta: number) => {
  const first = order.findIndex((id) => ids.has(id));
  if (first < 0) return order as string[];
  return placeAt(order, ids, first + delta);
};

export const dropOn = (order: readonly string[], ids: ReadonlySet<string>, overId: string) => {
  if (ids.has(overId)) return order as string[];
  const first = order.findIndex((id) => ids.has(id));
  const over = order.indexOf(overId);
  if (first < 0 || over < 0) return order as string[];
  const { rest } = split(order, ids);
  const target = rest.indexOf(overId);
  return placeAt(order, ids, over > first ? target + 1 : target);
};

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
