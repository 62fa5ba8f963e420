import http from 'node:http';

/**
 * The server's raw answer to a socket.io websocket upgrade: 101 when it would open, else the status and the reason
 * it wrote (socket.io-client only reports "websocket error"). `localAddress` binds the client to another loopback
 * address (Linux routes all of 127.0.0.0/8 to lo), so the server sees another client address.
 */
export function upgradeAnswer(
  url: string,
  { origin, localAddress }: { origin?: string; localAddress?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/socket.io/?EIO=4&transport=websocket`, {
      localAddress,
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
        ...(origin ? { origin } : {}),
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, text: '' });
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end();
  });
}
