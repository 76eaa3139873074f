// A TCP proxy in front of PostgreSQL that a test controls, to play the database going away without
// touching the real server: cut() drops every connection, refuse() also refuses new ones (the port
// is closed: ECONNREFUSED, as from a stopped server), restore() accepts again.
import { createServer, type Server, type Socket, connect } from "node:net";
import { freePort } from "./server";

export interface FaultProxy {
  readonly port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  through(databaseUrl: string): string;
  /** Drops every open connection (both sides); new ones are still accepted. */
  cut(): void;
  /** Drops every open connection and refuses new ones until restore(). */
  refuse(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target = { host: "127.0.0.1", port: 5432 }): Promise<FaultProxy> {
  const port = await freePort();
  const pairs = new Set<[Socket, Socket]>();
  let server: Server | null = null;

  const accept = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer(accept);
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        server = listening;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      if (closing) closing.close(() => resolve());
      else resolve();
    });
  const cut = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  await listen();

  return {
    port,
    through(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    cut,
    async refuse() {
      const closed = stopListening();
      cut();
      await closed;
    },
    async restore() {
      if (!server) await listen();
    },
    async close() {
      const closed = stopListening();
      cut();
      await closed;
    },
  };
}
