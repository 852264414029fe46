import { useState } from 'react';

/**
 * The rows chosen among those a list shows. A chosen row that leaves the list (another user
 * changed it, a filter hides it) leaves the choice, so an action never reaches a row the user no
 * longer sees.
 */
export function useRowSelection<Row>(rows: readonly Row[], idOf: (row: Row) => number) {
  const [chosenIds, setChosenIds] = useState<ReadonlySet<number>>(new Set());
  const selected = rows.filter((row) => chosenIds.has(idOf(row)));
  const allShown = rows.length > 0 && selected.length === rows.length;
  return {
    selected,
    allShown,
    isSelected: (row: Row) => chosenIds.has(idOf(row)),
    toggle: (row: Row, on: boolean) =>
      setChosenIds((current) => {
        const next = new Set(current);
        if (on) next.add(idOf(row));
        else next.delete(idOf(row));
        return next;
      }),
    setAll: (on: boolean) => setChosenIds(new Set(on ? rows.map(idOf) : [])),
    clear: () => setChosenIds(new Set()),
  };
}
export type RowSelection<Row> = ReturnType<typeof useRowSelection<Row>>;
