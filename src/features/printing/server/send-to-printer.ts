import net from 'node:net';

/**
 * Sends bytes to a network printer's raw port (9100, "JetDirect"): connects, writes, closes
 * its side and waits for the printer to close too. Resolves only when every byte was handed
 * over and the connection ended cleanly; anything else (refused, unreachable, silent past
 * `timeoutMs`, reset) rejects, and the ticket is tried again.
 */
export function sendToPrinter(host: string, port: number, bytes: Buffer, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host, port });
    let failed: Error | null = null;
    const fail = (err: Error) => {
      failed ??= err;
      socket.destroy();
    };
    socket.setTimeout(timeoutMs, () =>
      fail(Object.assign(new Error(`no answer from ${host}:${port}`), { code: 'ETIMEDOUT' })),
    );
    socket.on('error', fail);
    socket.on('connect', () => socket.end(bytes));
    socket.on('close', (hadError) => {
      if (failed || hadError) return reject(failed ?? new Error('connection closed with an error'));
      if (socket.bytesWritten < bytes.length)
        return reject(new Error('connection closed before the ticket was sent'));
      resolve();
    });
    // The printer never closing its side is not an answer either: `close` then comes from the timeout.
    socket.on('end', () => socket.end());
  });
}

/** What a failed send says, without a stack. */
export function describeSendError(err: unknown): string {
  if (err instanceof Error) {
    const { code } = err as { code?: string };
    return code && !err.message.includes(code) ? `${code} ${err.message}` : err.message;
  }
  return String(err);
}
