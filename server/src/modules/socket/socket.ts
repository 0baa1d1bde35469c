// The real-time socket at /api/socket (contract: x-socket in openapi/openapi.yaml). JSON frames; every
// server frame carries a per-connection `seq` (1, 2, 3...) so a client can detect a gap and resync.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Deps } from '../../http/context.ts';
import type { BusEvent } from '../events/bus.ts';
import { resolveSession, SESSIONS_ENDED, tokenFromHeader } from '../sessions/sessions.ts';
import { isTopic, topicKind, watch } from './topics.ts';

const MAX_TOPICS = 50;
const MAX_FRAME = 4096;

interface ClientFrame {
  op?: string;
  topic?: string;
  token?: string;
}

// An event goes to every subscriber with only `seq` differing, so it is serialized once for all of
// them, not once per connection. (At 10,000 subscribers of a candle this gained about 4 % frames/s;
// the rest of the fan-out's time is the kernel's one socket write per frame: npm run bench.)
const serialized = new WeakMap<BusEvent, { topic: string | undefined; body: string }>();

/** The frame's members without `seq` and without braces: `"type":...,"data":...`. */
function bodyOf(event: BusEvent, topic?: string): string {
  const cached = serialized.get(event);
  if (cached && cached.topic === topic) return cached.body;
  const frame =
    topic === undefined
      ? { type: event.type, data: event.data }
      : { type: event.type, topic, data: event.data };
  const body = JSON.stringify(frame).slice(1, -1);
  serialized.set(event, { topic, body });
  return body;
}

export function openConnection(deps: Deps, socket: WebSocket): void {
  const metrics = deps.metrics?.socket;
  metrics?.opened();
  let seq = 0;
  const subscriptions = new Map<string, () => void>();
  let userOff: (() => void) | undefined;
  const sendBody = (body: string) => {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(`{"seq":${++seq},${body}}`);
    metrics?.frameSent();
  };
  const send = (frame: Record<string, unknown>) => sendBody(JSON.stringify(frame).slice(1, -1));
  // Events may have been lost between instances (the cluster link dropped): the client refetches.
  const offResync = deps.events.onResync(() => {
    metrics?.resynced();
    send({ type: 'resync' });
  });
  const subscribe = (topic: string) => {
    if (!isTopic(topic)) return send({ type: 'error', message: 'unknown topic', topic });
    if (!subscriptions.has(topic)) {
      if (subscriptions.size >= MAX_TOPICS)
        return send({ type: 'error', message: 'too many topics', topic });
      const off = deps.events.onTopic(topic, (event) => sendBody(bodyOf(event, topic)));
      const unwatch = watch(deps.events, topic);
      const kind = topicKind(topic);
      metrics?.subscribed(kind);
      subscriptions.set(topic, () => (off(), unwatch(), metrics?.unsubscribed(kind)));
    }
    send({ type: 'subscribed', topic });
  };
  const unsubscribe = (topic: string) => {
    subscriptions.get(topic)?.();
    subscriptions.delete(topic);
    send({ type: 'unsubscribed', topic });
  };
  const auth = async (token: string | undefined) => {
    const raw = tokenFromHeader(token);
    const session = raw ? await resolveSession(deps.db, deps.clock(), raw) : null;
    if (!session) return send({ type: 'error', message: 'unauthenticated' });
    if (socket.readyState !== socket.OPEN) return; // closed while the session was looked up
    userOff?.();
    let listening = true;
    const off = () => {
      if (!listening) return;
      listening = false;
      stop();
      metrics?.unsubscribed('user');
    };
    metrics?.subscribed('user');
    const stop = deps.events.onUser(session.userId, (event) => {
      if (event.type === SESSIONS_ENDED) {
        // Sessions ended (by the user on another device, or by an operator): when this
        // connection's is among them its token is dead, so it is told and its events stop.
        const ended = (event.data as { session_ids?: number[] } | null)?.session_ids;
        if (ended && !ended.includes(session.sessionId)) return;
        sendBody(bodyOf(event));
        off();
        if (userOff === off) userOff = undefined;
        return;
      }
      sendBody(bodyOf(event));
    });
    userOff = off;
    send({ type: 'authed', user_id: session.userId });
  };
  socket.on('message', (raw: Buffer) => {
    let frame: ClientFrame;
    try {
      if (raw.length > MAX_FRAME) throw new Error('frame too large');
      frame = JSON.parse(raw.toString('utf8')) as ClientFrame;
    } catch {
      return send({ type: 'error', message: 'bad frame' });
    }
    if (frame.op === 'subscribe' && typeof frame.topic === 'string') subscribe(frame.topic);
    else if (frame.op === 'unsubscribe' && typeof frame.topic === 'string')
      unsubscribe(frame.topic);
    else if (frame.op === 'auth')
      void auth(frame.token).catch(() => send({ type: 'error', message: 'unauthenticated' }));
    else if (frame.op === 'ping') send({ type: 'pong' });
    else send({ type: 'error', message: 'unknown op' });
  });
  socket.on('close', () => {
    for (const off of subscriptions.values()) off();
    subscriptions.clear();
    userOff?.();
    offResync();
    metrics?.closed();
  });
  send({ type: 'hello', at: deps.clock().toISOString() });
}

/** WebSocket close code 1001: the server is going away (a shutdown or a new deployment). */
export const GOING_AWAY = 1001;

export async function registerSocket(app: FastifyInstance, deps: Deps): Promise<void> {
  // On shutdown, before the plugin's own clean-up: tell each client why, so it reconnects later
  // instead of reporting a broken connection.
  app.addHook('preClose', async () => {
    for (const client of app.websocketServer.clients)
      client.close(GOING_AWAY, 'server shutting down');
  });
  await app.register(websocket, { options: { maxPayload: MAX_FRAME } });
  app.get('/api/socket', { websocket: true }, (socket) => openConnection(deps, socket));
}
