// Sends a request exactly as built: node:http with the path, headers and body bytes untouched
// (fetch would normalise '/%ZZ', drop bodies on GET and refuse odd headers), or bare bytes on a
// socket. Every request ends within its timeout: no answer by then is an answer of its own.
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import type { Wire } from './encode.ts';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type Outcome =
  | { kind: 'answer'; answer: Answer; ms: number }
  | { kind: 'no answer'; reason: string; ms: number }
  /** Bytes came back, but node:http's parser refused them as the answer to this request. */
  | { kind: 'unreadable'; reason: string; ms: number }
  | { kind: 'unsendable'; reason: string };

const MAX_BODY = 4 * 1024 * 1024;

function decode(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body);
    if (encoding === 'br') return zlib.brotliDecompressSync(body);
    if (encoding === 'deflate') return zlib.inflateSync(body);
  } catch {
    return body; // judged as it came
  }
  return body;
}

export class Client {
  readonly host: string;
  readonly port: number;
  readonly timeoutMs: number;
  readonly agent: http.Agent;

  constructor(port: number, options: { timeoutMs: number; sockets: number }) {
    this.host = '127.0.0.1';
    this.port = port;
    this.timeoutMs = options.timeoutMs;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets });
  }

  async send(wire: Wire): Promise<Outcome> {
    const first = await this.#once(wire, this.agent);
    // A kept-alive socket the server had just closed: once more on a new connection.
    if (first.kind === 'no answer' && /ECONNRESET|EPIPE|socket hang up/.test(first.reason))
      return this.#once(wire, false);
    return first;
  }

  #once(wire: Wire, agent: http.Agent | false): Promise<Outcome> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    return new Promise((resolve) => {
      const headers: Record<string, string> = { ...wire.headers };
      // Chunked by its header: node:http would otherwise send a GET's or HEAD's body unframed.
      if (wire.chunked) headers['transfer-encoding'] = 'chunked';
      else if (wire.body && !headers['transfer-encoding'])
        headers['content-length'] = String(wire.body.length);
      let request: http.ClientRequest;
      try {
        request = http.request({
          host: this.host,
          port: this.port,
          method: wire.method,
          path: wire.url,
          headers,
          agent,
          setHost: !('host' in headers),
        });
      } catch (err) {
        resolve({ kind: 'unsendable', reason: (err as Error).message });
        return;
      }
      let done = false;
      const finish = (outcome: Outcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const timer = setTimeout(() => {
        finish({
          kind: 'no answer',
          reason: `no answer within ${this.timeoutMs / 1000} s`,
          ms: ms(),
        });
        request.destroy();
      }, this.timeoutMs);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BODY) chunks.push(chunk);
        });
        response.on('end', () => {
          const body = decode(Buffer.concat(chunks), response.headers['content-encoding']);
          finish({
            kind: 'answer',
            answer: { status: response.statusCode ?? 0, headers: response.headers, body },
            ms: ms(),
          });
        });
        response.on('error', (err) => finish({ kind: 'no answer', reason: err.message, ms: ms() }));
      });
      request.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ERR_INVALID_CHAR' || err.code === 'ERR_UNESCAPED_CHARACTERS')
          finish({ kind: 'unsendable', reason: err.message });
        else if (err.code?.startsWith('HPE_'))
          finish({ kind: 'unreadable', reason: `${err.code}: ${err.message}`, ms: ms() });
        else finish({ kind: 'no answer', reason: err.code ?? err.message, ms: ms() });
      });
      try {
        request.end(wire.body);
      } catch (err) {
        finish({ kind: 'unsendable', reason: (err as Error).message });
        request.destroy();
      }
    });
  }

  /** Bare bytes on a new connection; the answer is read until the server closes or goes quiet. */
  raw(bytes: Buffer): Promise<Outcome> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(this.port, this.host);
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        socket.destroy();
        const text = Buffer.concat(chunks);
        const answer = parseRaw(text);
        resolve(
          answer
            ? { kind: 'answer', answer, ms: ms() }
            : {
                kind: 'no answer',
                reason: text.length
                  ? `not an HTTP answer: ${JSON.stringify(text.toString('latin1').slice(0, 80))}`
                  : 'connection closed without an answer',
                ms: ms(),
              },
        );
      };
      const timer = setTimeout(finish, this.timeoutMs);
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        // A complete answer with its Content-Length is enough (the connection may stay open).
        const answer = parseRaw(Buffer.concat(chunks));
        if (answer?.complete) finish();
      });
      socket.on('end', finish);
      socket.on('close', finish);
      socket.on('error', finish);
      socket.write(bytes);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** The first HTTP answer in raw bytes (status, headers, body by Content-Length or to the end). */
export function parseRaw(bytes: Buffer): (Answer & { complete: boolean }) | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? NaN);
  const body = bytes.subarray(end + 4, Number.isFinite(length) ? end + 4 + length : undefined);
  return {
    status: Number(match[1]),
    headers,
    body,
    complete: Number.isFinite(length) && body.length >= length,
  };
}
