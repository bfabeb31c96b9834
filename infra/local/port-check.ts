/**
 * "Is something already listening here?" Used before starting (a leftover
 * DynamoDB Local on 8000 otherwise fails much later and less clearly) and by
 * reset.ts to refuse wiping data under a running cloud.
 */
import { connect } from 'node:net';

/** Tries IPv4 and IPv6 loopback: Java listens on both, Vite may pick either for "localhost". */
export async function isPortInUse(port: number): Promise<boolean> {
  const results = await Promise.all(['127.0.0.1', '::1'].map((host) => canConnect(host, port)));
  return results.some(Boolean);
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (inUse: boolean) => {
      socket.destroy();
      resolve(inUse);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function busyPorts(ports: Record<string, number>): Promise<Array<{ name: string; port: number }>> {
  const entries = Object.entries(ports);
  const inUse = await Promise.all(entries.map(([, port]) => isPortInUse(port)));
  return entries.filter((_, i) => inUse[i]).map(([name, port]) => ({ name, port }));
}
