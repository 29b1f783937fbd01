/**
 * `GET /metrics` on a listener of its own (METRICS_PORT, bound to METRICS_HOST, 127.0.0.1 by
 * default): off the game's public port, so only what the operator lets reach it (a Prometheus
 * on the same machine or network) reads it.
 */
import { createServer, type Server } from 'node:http';
import { METRICS_CONTENT_TYPE, type ScrapeSources, metricsText } from './metrics';

export interface MetricsServer {
  port(): number;
  close(): Promise<void>;
}

export async function startMetricsServer(
  { host, port }: { host: string; port: number },
  sources: ScrapeSources,
  onError: (error: unknown) => void,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metricsText(sources).then(
      (text) => {
        response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port() {
      const address = server.address();
      return typeof address === 'object' && address !== null ? address.port : port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
