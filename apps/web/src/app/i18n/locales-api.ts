import { LocalesResponse } from '@lims/contract';
import { api } from '../api-client';

export const fetchLocales = (labId: number | null, signal?: AbortSignal) =>
  api.get('/api/v1/public/translations/lims/locales', LocalesResponse, {
    query: { labId: labId ?? undefined },
    signal,
    onUnauthenticated: 'throw',
  });
