/** Counts every HTTP answer by route and status, and times it by route (server-metrics.ts). */
import type { FastifyInstance } from 'fastify';
import { httpAnswersTotal, httpSeconds } from './server-metrics';

/** Requests that matched no route share one label, whatever address they asked for. */
const UNMATCHED_ROUTE = 'unmatched';

export function installHttpMetrics(app: FastifyInstance): void {
  // Bound children by label values: labelling anew on every request would hash the labels.
  const answers = new Map<string, { inc(): void }>();
  const durations = new Map<string, { observe(value: number): void }>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    const status = reply.statusCode;
    const answerKey = `${method} ${route} ${status}`;
    let answer = answers.get(answerKey);
    if (!answer) {
      answer = httpAnswersTotal.labels({ route, method, status: String(status) });
      answers.set(answerKey, answer);
    }
    answer.inc();
    const durationKey = `${method} ${route}`;
    let duration = durations.get(durationKey);
    if (!duration) {
      duration = httpSeconds.labels({ route, method });
      durations.set(durationKey, duration);
    }
    duration.observe(reply.elapsedTime / 1000);
  });
}
