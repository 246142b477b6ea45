// A TCP relay in front of the e2e server that can be switched to "lie-fi": from then on it accepts
// connections and reads requests but never answers, and the connections it relayed go silent too
// (a captive portal, stadium Wi-Fi, a stalled server). Every request of the page, the sync worker
// and the service worker goes through it, since the app's backend is the origin it was opened on.
import { createServer, connect, type Socket } from 'node:net';

export interface StallProxy {
  origin: string;
  /** Stop answering: new and open connections are accepted and left hanging. */
  stall(): void;
  close(): Promise<void>;
}

export async function startStallProxy(targetPort: number): Promise<StallProxy> {
  let stalled = false;
  const links = new Map<Socket, Socket | null>();
  const server = createServer((client) => {
    client.on('error', () => {});
    client.on('close', () => links.delete(client));
    if (stalled) {
      links.set(client, null);
      client.resume(); // read and drop: the request is "received" and never answered
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    links.set(client, upstream);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('proxy without a port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stall() {
      stalled = true;
      for (const [client, upstream] of links) {
        if (!upstream) continue;
        client.unpipe(upstream);
        upstream.unpipe(client);
        upstream.destroy();
        links.set(client, null);
        client.resume();
      }
    },
    close: () => new Promise<void>((resolve) => {
      for (const client of links.keys()) client.destroy();
      server.close(() => resolve());
    }),
  };
}
