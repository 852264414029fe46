import type { RealtimeChannel, RealtimeMessage } from '@lims/contract';

type Listener = (payload: unknown) => void;

const listeners = new Map<RealtimeChannel, Set<Listener>>();

export function publishRealtime(message: RealtimeMessage): void {
  for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
}

/** Later features listen to their channel (waiting list, samples...) through here. */
export function subscribeRealtime(channel: RealtimeChannel, listener: Listener): () => void {
  const set = listeners.get(channel) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(channel, set);
  return () => {
    set.delete(listener);
  };
}
