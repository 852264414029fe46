import type { UpdateBarcodeSettings } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBarcodeSettings, saveBarcodeSettings } from '../api/labels-api';

/** The labels' query keys; nothing outside this file builds them. */
export const labelKeys = {
  settings: () => ['samples', 'labels', 'settings'] as const,
};

/** What the labels show and how the lab prints them: read by every print button, rarely changed. */
export function useBarcodeSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: labelKeys.settings(),
    queryFn: ({ signal }) => getBarcodeSettings(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useSaveBarcodeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBarcodeSettings) => saveBarcodeSettings(body),
    onSuccess: (saved) => queryClient.setQueryData(labelKeys.settings(), saved),
  });
}
