import type { LocalesResponse } from '@lims/contract';
import { bundledLocales, localeFetchTimeoutMs } from '@lims/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocales } from './apply-locales';
import { i18n } from './i18n';
import { localeCacheKey, writeCachedLocales } from './locale-cache';
import { fetchLocales } from './locales-api';
import { useLabLocales } from './use-lab-locales';

vi.mock('./locales-api', () => ({ fetchLocales: vi.fn() }));
const fetchMock = vi.mocked(fetchLocales);

/** The bundled texts with the lab's name for the product in English. */
const localesWithName = (name: string, labId = 7): LocalesResponse => ({
  labId,
  version: name,
  locales: { ...bundledLocales, en: { ...bundledLocales.en, app: { ...(bundledLocales.en.app as object), name } } },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

// spec 000 §1: "Translation locales are fetched per lab and cached locally; if the fetch takes
// longer than 2 seconds the product proceeds with a fallback."
describe('useLabLocales', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    applyLocales(bundledLocales);
    void i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  it('waits at most 2 seconds for a slow fetch, showing the cached texts meanwhile, then applies the answer', async () => {
    writeCachedLocales(7, localesWithName('Cached LIMS'));
    let answer: (value: LocalesResponse) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));

    const { result } = renderHook(() => useLabLocales(7, true), { wrapper });
    expect(result.current).toBe(false);
    expect(i18n.t('app.name')).toBe('Cached LIMS');

    await act(async () => vi.advanceTimersByTime(localeFetchTimeoutMs - 1));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    await act(async () => answer(localesWithName('Fresh LIMS')));
    expect(i18n.t('app.name')).toBe('Fresh LIMS');
    expect(JSON.parse(window.localStorage.getItem(localeCacheKey(7)) ?? '{}').version).toBe('Fresh LIMS');
    expect(result.current).toBe(true);
  });

  it('proceeds with the bundled English, before the 2 seconds, when there is no cache and the fetch fails', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useLabLocales(8, true), { wrapper });
    // One retry, a second apart, then the failure is final.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(true);
    expect(i18n.t('app.name')).toBe((bundledLocales.en.app as { name: string }).name);
  });

  it('keeps one cache per lab', async () => {
    fetchMock.mockImplementation(async (labId) => localesWithName(`Lab ${labId}`, labId ?? 0));
    renderHook(() => useLabLocales(9, true), { wrapper });
    await act(async () => vi.advanceTimersByTime(0));
    expect(window.localStorage.getItem(localeCacheKey(9))).toContain('Lab 9');
    expect(window.localStorage.getItem(localeCacheKey(7))).toBeNull();
  });
});
