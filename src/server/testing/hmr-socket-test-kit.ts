import http from 'node:http';

/**
 * The first `count` messages Vite's hot-reload socket sends a client that connects to `origin` as
 * Vite's client does (the `vite-hmr` protocol), parsed; the socket is closed after them. Rejects
 * when the server answers without switching to a WebSocket, or sends fewer within `ms`.
 */
export function hmrMessages(origin: string, count: number, ms = 5000): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const messages: unknown[] = [];
    let upgraded: { destroy(): void } | undefined;
    const timer = setTimeout(() => {
      req.destroy();
      upgraded?.destroy();
      reject(new Error(`${messages.length} of ${count} messages in ${ms} ms: ${JSON.stringify(messages)}`));
    }, ms);
    const req = http.get(`${origin}/`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Protocol': 'vite-hmr',
      },
    });
    req.on('response', (res) => reject(new Error(`no WebSocket: ${res.statusCode}`)));
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.on('upgrade', (_res, socket, head: Buffer) => {
      upgraded = socket;
      let buffered = Buffer.alloc(0);
      // The server's frames are unmasked text frames, with a 7-, 16- or 64-bit length.
      const take = (chunk: Buffer) => {
        buffered = Buffer.concat([buffered, chunk]);
        for (;;) {
          if (buffered.length < 2) break;
          let length = buffered[1]! & 0x7f;
          let at = 2;
          if (length === 126 && buffered.length >= 4) [length, at] = [buffered.readUInt16BE(2), 4];
          else if (length === 127 && buffered.length >= 10)
            [length, at] = [Number(buffered.readBigUInt64BE(2)), 10];
          else if (length >= 126) break;
          if (buffered.length < at + length) break;
          messages.push(JSON.parse(buffered.subarray(at, at + length).toString('utf8')));
          buffered = buffered.subarray(at + length);
        }
        if (messages.length >= count) {
          clearTimeout(timer);
          socket.destroy();
          resolve(messages.slice(0, count));
        }
      };
      socket.on('data', take);
      take(head);
    });
  });
}
