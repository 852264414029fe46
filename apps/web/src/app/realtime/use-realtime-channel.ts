import type { RealtimeChannel } from '@lims/contract';
import { useEffect, useRef } from 'react';
import { subscribeRealtime } from './realtime-bus';

export function useRealtimeChannel(channel: RealtimeChannel, listener: (payload: unknown) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeRealtime(channel, (payload) => latest.current(payload)), [channel]);
}
