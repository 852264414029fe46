import { describe, expect, it, vi } from 'vitest';
import { entryParameter } from '../test-report-entry';
import { createEntryStore } from './entry-store';

const parameters = [
  entryParameter(1, { name: 'Total cholesterol', upperBoundMale: 200 }),
  entryParameter(2, { name: 'HDL' }),
  entryParameter(3, { name: 'Non-HDL', calculationString: '#1-#2' }),
  ...Array.from({ length: 57 }, (_, position) => entryParameter(position + 4)),
];
const storeWith = (values: { index: number; value: string }[] = [], forceCalculationFlag = false) =>
  createEntryStore({ parameters, values, sex: 'male', forceCalculationFlag, highLightPreference: 0 });

describe('The entry store (60 parameters stay responsive; spec 001 §5 Values)', () => {
  it('tells only the row typed in and the calculated rows it moves, never the other rows', () => {
    const store = storeWith();
    const listeners = parameters.map((parameter) => {
      const listener = vi.fn();
      store.subscribe(parameter.index, listener);
      return listener;
    });
    store.set(1, '210');
    expect(listeners.map((listener) => listener.mock.calls.length)).toEqual(
      parameters.map((parameter) => (parameter.index === 1 ? 1 : 0)),
    );
    store.set(2, '45');
    // Non-HDL moved from '-' to 165; the other 57 rows were not told.
    expect(listeners[1]).toHaveBeenCalledTimes(1);
    expect(listeners[2]).toHaveBeenCalledTimes(1);
    expect(store.row(3)?.value).toBe('165');
    expect(listeners.slice(3).every((listener) => listener.mock.calls.length === 0)).toBe(true);
    // The same snapshot while nothing changed: useSyncExternalStore re-renders on a new object only.
    expect(store.row(4)).toBe(store.row(4));
  });

  it("keeps a stored calculated value as typed when it is not what its inputs give, and sends no untyped calculation ('-' for empty values)", () => {
    const typedOver = storeWith([
      { index: 1, value: '210' },
      { index: 2, value: '45' },
      { index: 3, value: '170' },
    ]);
    expect(typedOver.row(3)?.value).toBe('170');
    typedOver.set(2, '50');
    expect(typedOver.row(3)?.value).toBe('170');

    const calculated = storeWith([
      { index: 1, value: '210' },
      { index: 2, value: '45' },
      { index: 3, value: '165' },
    ]);
    calculated.set(2, '50');
    expect(calculated.row(3)?.value).toBe('160');
    const sent = calculated.valuesToSend();
    expect(sent.find((value) => value.index === 3)).toBeUndefined();
    expect(sent.find((value) => value.index === 4)).toEqual({ index: 4, value: '-' });
  });
});
