import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { createSolanaChain, type SolanaChain, type SolanaChainOptions } from "./chain";
import { createSolanaRpc } from "./rpc";

/** Options of {@link startSolanaEmulator}. */
export interface SolanaEmulatorOptions extends SolanaChainOptions {
  /** TCP port; `0` (the default) picks a free one. */
  port?: number;
  /** Interface to bind; defaults to `127.0.0.1`. */
  host?: string;
}

/** A running local chain with its RPC endpoint. */
export interface RunningSolanaEmulator {
  /** JSON-RPC URL, e.g. `http://127.0.0.1:8899`. */
  url: string;
  /** Websocket URL of the same endpoint, e.g. `ws://127.0.0.1:8899`; pass it to web3.js as `wsEndpoint`. */
  wsUrl: string;
  chain: SolanaChain;
  /** Drops websocket clients, stops listening and saves the chain's state. */
  close(): Promise<void>;
}

function urlHost(host: string): string {
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/**
 * Starts the local chain and serves its RPC (HTTP and websocket on one port). Resolves once listening;
 * rejects if the port cannot be bound.
 */
export function startSolanaEmulator(options: SolanaEmulatorOptions = {}): Promise<RunningSolanaEmulator> {
  const { port = 0, host = "127.0.0.1", ...chainOptions } = options;
  const chain = createSolanaChain(chainOptions);
  const rpc = createSolanaRpc(chain);
  const server = createAdaptorServer({ fetch: rpc.fetch, overrideGlobalObjects: false }) as Server;
  server.on("upgrade", rpc.handleUpgrade);

  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      rpc.close();
      chain.close();
      reject(error);
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      const address = server.address() as AddressInfo;
      const origin = `${urlHost(host)}:${address.port}`;
      resolve({
        url: `http://${origin}`,
        wsUrl: `ws://${origin}`,
        chain,
        close: async () => {
          rpc.close();
          await new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          });
          chain.close();
        },
      });
    });
  });
}
