import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseLatency, type FaultSettings, type SandboxConfig } from './config';
import { devAllowed, matchedRoute } from './request-guards';

/**
 * The per-request knob: `x-sandbox-fault: latency=200;error=503;malformed=1;drop=1` (dev only, loopback `Host`
 * only).
 */
export const FAULT_HEADER = 'x-sandbox-fault';

/** What to do to one request. */
interface FaultPlan {
  latencyMs: number;
  errorStatus: number | null;
  malformed: boolean;
  /** The handler runs, then the connection is closed without the answer (an answer lost on its way back). */
  drop: boolean;
}

const pickLatency = (latency: FaultSettings['latencyMs']) =>
  typeof latency === 'number' ? latency : latency[0] + Math.round(Math.random() * (latency[1] - latency[0]));

/**
 * Reads the header: `latency=ms|min-max`, `error=status` (400-599), `malformed=1`, `drop=1`. Unknown parts are
 * ignored.
 */
export function parseFaultHeader(value: string): Partial<FaultPlan> {
  const plan: Partial<FaultPlan> = {};
  for (const part of value.split(';')) {
    const [name = '', raw = ''] = part.split('=').map((s) => s.trim());
    if (name === 'latency') plan.latencyMs = Math.min(pickLatency(parseLatency(raw)), 60_000);
    if (name === 'error' && /^[45]\d\d$/.test(raw)) plan.errorStatus = Number(raw);
    if (name === 'malformed') plan.malformed = raw === '1' || raw === 'true';
    if (name === 'drop') plan.drop = raw === '1' || raw === 'true';
  }
  return plan;
}

/** Routes the faults never touch: the dev endpoints themselves and the health check start-up waits for. */
const exempt = (route: string) =>
  !route.startsWith('/api/') || route.startsWith('/api/dev/') || route.startsWith('/api/public/health');

/**
 * Injects latency, error answers and malformed JSON into `/api` answers, from the settings (environment, or
 * `PUT /api/dev/faults`) and, in dev mode, from the {@link FAULT_HEADER} of each request. An error fault answers
 * before the handler runs, so the request changes nothing (as a proxy failing in front of the real server would).
 */
export function installFaults(app: FastifyInstance, config: SandboxConfig, settings: FaultSettings) {
  const malformed = new WeakSet<FastifyRequest>();
  const dropped = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    if (exempt(matchedRoute(request))) return;
    const header = request.headers[FAULT_HEADER];
    const fromHeader =
      devAllowed(config, request) && typeof header === 'string' ? parseFaultHeader(header) : {};
    const plan: FaultPlan = {
      latencyMs: fromHeader.latencyMs ?? pickLatency(settings.latencyMs),
      errorStatus:
        fromHeader.errorStatus ?? (Math.random() < settings.errorRate ? settings.errorStatus : null),
      malformed: fromHeader.malformed ?? Math.random() < settings.malformedRate,
      drop: fromHeader.drop ?? false,
    };
    if (plan.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, plan.latencyMs));
    if (plan.malformed) malformed.add(request);
    if (plan.drop) dropped.add(request);
    if (plan.errorStatus !== null) {
      await reply
        .code(plan.errorStatus)
        .send({ error: 'SANDBOX_FAULT', message: `Injected by the sandbox: HTTP ${plan.errorStatus}` });
      return reply;
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Everything the handler did stays done (a refresh rotated, a campaign created); only its answer is lost.
    if (dropped.has(request)) request.raw.socket?.destroy();
    if (!malformed.has(request) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    // Half a JSON document: valid UTF-8, never valid JSON.
    return payload.length > 1 ? payload.slice(0, Math.ceil(payload.length / 2)) : '{';
  });
}
