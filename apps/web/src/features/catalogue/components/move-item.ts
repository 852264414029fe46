/** The list with the item at `from` moved to `to` (both positions in the list as it is). */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as Item);
  return moved;
}
