/** First pause before a refused stream is opened again, and the longest (doubling in between). */
export const LIVE_RETRY_MS = { first: 15_000, max: 120_000 } as const;

/**
 * Opens a Server-Sent-Events stream and keeps it open. The browser's EventSource reconnects by
 * itself after a dropped connection, but gives up for good when the server answers with an error
 * (429 or 503 past the stream caps, 401 once a session has ended): then this opens a new one after
 * a pause (15 s, doubling to 2 minutes, with jitter so many pages do not return at once), and the
 * `ready` listener runs again, so the page catches up. Returns what closes it.
 */
export function openLiveStream(
  url: string,
  listeners: Record<string, (event: MessageEvent<string>) => void>,
  onError?: () => void,
): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pause: number = LIVE_RETRY_MS.first;
  let closed = false;
  const open = () => {
    const s = new EventSource(url);
    source = s;
    for (const [name, fn] of Object.entries(listeners)) s.addEventListener(name, fn as EventListener);
    s.addEventListener('ready', () => {
      pause = LIVE_RETRY_MS.first;
    });
    s.addEventListener('error', () => {
      onError?.();
      if (closed || s.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(open, pause * (0.75 + Math.random() / 2));
      pause = Math.min(pause * 2, LIVE_RETRY_MS.max);
    });
  };
  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}
