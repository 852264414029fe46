import { RealtimeMessage } from '@lims/contract';

const realtimeUrl = (): string => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/v1/realtime`;
};

const parse = (data: unknown): RealtimeMessage | null => {
  if (typeof data !== 'string') return null;
  try {
    const parsed = RealtimeMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** One socket per signed-in tab; it reconnects with backoff (1 s doubling to 30 s) until closed. */
export function openRealtime(onMessage: (message: RealtimeMessage) => void): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: number | undefined;

  const connect = () => {
    socket = new WebSocket(realtimeUrl());
    socket.addEventListener('open', () => {
      attempt = 0;
    });
    socket.addEventListener('message', (event) => {
      const message = parse(event.data);
      if (message) onMessage(message);
    });
    socket.addEventListener('close', () => {
      if (stopped) return;
      retry = window.setTimeout(connect, Math.min(30_000, 1000 * 2 ** attempt));
      attempt += 1;
    });
  };

  connect();
  return () => {
    stopped = true;
    window.clearTimeout(retry);
    socket?.close();
  };
}
