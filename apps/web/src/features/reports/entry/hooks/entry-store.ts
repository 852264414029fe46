import type { ReportEntry } from '@lims/contract';
import {
  type CriticalLevel,
  emptyValue,
  evaluateEntry,
  isEditableValue,
  type ReportFormatParameter,
  type ReportValue,
  type Sex,
  takesValue,
  valueToStore,
} from '@lims/domain';
import { useSyncExternalStore } from 'react';

export type HighLightPreference = ReportEntry['settings']['highLightPreference'];

/** What one row shows: its value, the range flags as last checked, and whether a save rule marked it. */
export interface EntryRow {
  value: string;
  /** null while unchecked, or always when the lab does not highlight (highLightPreference 2). */
  flags: { highlight: boolean; isCritical: CriticalLevel } | null;
  /** The row a save rule refused ('Please fill the all mandatory fields ...'). */
  problem: boolean;
}

interface EntryStoreInput {
  parameters: readonly ReportFormatParameter[];
  values: readonly Pick<ReportValue, 'index' | 'value'>[];
  sex: Sex;
  forceCalculationFlag: boolean;
  highLightPreference: HighLightPreference;
}

const hasCalculation = (parameter: ReportFormatParameter) => Boolean(parameter.calculationString?.trim());
/** spec 001 §5 saves an empty value as '-': the field shows it empty again. */
const shownValue = (stored: string) => (stored.trim() === emptyValue ? '' : stored);

/**
 * The values of one report while they are typed. Each row subscribes to itself only, so a
 * keystroke re-renders the row typed in and the calculated rows that follow it, not all sixty
 * (the 'responsive with 60 parameters'). The domain's `evaluateEntry` recomputes the
 * calculations and flags on every change, as the server does again on save.
 */
export function createEntryStore({
  parameters,
  values,
  sex,
  forceCalculationFlag,
  highLightPreference,
}: EntryStoreInput) {
  const valueParameters = parameters.filter(takesValue);
  const calculated = new Set(valueParameters.filter(hasCalculation).map((parameter) => parameter.index));
  const stored = new Map(values.map((value) => [value.index, shownValue(value.value)]));
  const entered = new Map<number, string>();
  for (const parameter of valueParameters) {
    if (calculated.has(parameter.index)) continue;
    const value = stored.get(parameter.index);
    entered.set(parameter.index, value ?? (parameter.descriptionFlag ? (parameter.defaultDescription ?? '') : ''));
  }
  const evaluate = () =>
    new Map(evaluateEntry({ parameters, entered, sex, forceCalculationFlag }).map((row) => [row.index, row]));
  // A calculated value kept with the report was typed over where that is allowed: it stays typed
  // when it is not what the calculation gives.
  const fromInputs = evaluate();
  for (const index of calculated) {
    const value = stored.get(index);
    const parameter = valueParameters.find((candidate) => candidate.index === index);
    if (
      parameter &&
      value &&
      isEditableValue(parameter, forceCalculationFlag) &&
      value !== fromInputs.get(index)?.value
    ) {
      entered.set(index, value);
    }
  }

  let evaluated = evaluate();
  let dirty = false;
  const flagsOf = (index: number): EntryRow['flags'] => {
    if (highLightPreference === 2) return null;
    const row = evaluated.get(index);
    return row ? { highlight: row.highlight, isCritical: row.isCritical } : null;
  };
  const rows = new Map<number, EntryRow>(
    valueParameters.map((parameter) => [
      parameter.index,
      { value: evaluated.get(parameter.index)?.value ?? '', flags: flagsOf(parameter.index), problem: false },
    ]),
  );
  const listeners = new Map<number, Set<() => void>>();

  const update = (index: number, change: Partial<EntryRow>) => {
    const row = rows.get(index);
    if (!row) return;
    const next = { ...row, ...change };
    const same =
      next.value === row.value &&
      next.problem === row.problem &&
      next.flags?.highlight === row.flags?.highlight &&
      next.flags?.isCritical === row.flags?.isCritical;
    if (same) return;
    rows.set(index, next);
    for (const listener of listeners.get(index) ?? []) listener();
  };

  return {
    row: (index: number): EntryRow | undefined => rows.get(index),
    subscribe: (index: number, listener: () => void) => {
      const set = listeners.get(index) ?? new Set();
      set.add(listener);
      listeners.set(index, set);
      return () => set.delete(listener);
    },
    /** A value typed: spec 001 §5 checks it on each change when highLightPreference is 0. */
    set(index: number, value: string) {
      entered.set(index, value);
      dirty = true;
      evaluated = evaluate();
      for (const parameter of valueParameters) {
        const current = evaluated.get(parameter.index);
        if (!current) continue;
        const typedHere = parameter.index === index;
        update(parameter.index, {
          value: current.value,
          ...(highLightPreference === 0 && { flags: flagsOf(parameter.index) }),
          ...(typedHere && { problem: false }),
        });
      }
    },
    /** Leaving a field: spec 001 §5 checks it then when highLightPreference is 1, with the calculations it moved. */
    blur(index: number) {
      if (highLightPreference !== 1) return;
      update(index, { flags: flagsOf(index) });
      for (const calculatedIndex of calculated) update(calculatedIndex, { flags: flagsOf(calculatedIndex) });
    },
    markProblems(indexes: readonly number[]) {
      const marked = new Set(indexes);
      for (const index of rows.keys()) update(index, { problem: marked.has(index) });
    },
    isDirty: () => dirty,
    /** Every value row as the report would keep it, for the save rules (domain saveProblemOf). */
    currentValues: (): { index: number; value: string }[] =>
      valueParameters.map((parameter) => ({
        index: parameter.index,
        value: evaluated.get(parameter.index)?.value ?? '',
      })),
    /**
     * What a save sends: every typed value, '-' for an empty one (spec 001 §5). A calculated
     * value nobody typed is left to the server's own calculation.
     */
    valuesToSend: (): { index: number; value: string }[] =>
      valueParameters
        .filter((parameter) => entered.has(parameter.index))
        .map((parameter) => ({
          index: parameter.index,
          value: valueToStore(parameter, evaluated.get(parameter.index)?.value ?? entered.get(parameter.index) ?? ''),
        })),
  };
}

export type EntryStore = ReturnType<typeof createEntryStore>;

const noRow: EntryRow = { value: '', flags: null, problem: false };

/** One row's state, re-rendering its row only when that row changes. */
export function useEntryRow(store: EntryStore, index: number): EntryRow {
  return useSyncExternalStore(
    (listener) => store.subscribe(index, listener),
    () => store.row(index) ?? noRow,
  );
}
