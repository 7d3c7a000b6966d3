// Raw HTTP over a socket, for what a client library would never send: header bytes Node's parser refuses,
// request lines over the header limit, bodies that stop early. Answers the status, headers and body as sent.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The whole answer as bytes arrived (status line, headers, body). */
  raw: string;
}

/// Sends `request` (a whole HTTP/1.1 request as text or bytes) and reads the answer until the server closes
/// the connection or the declared body has arrived. The socket stays open after writing, so a request whose
/// declared body never comes must be answered from its headers alone.
export function rawRequest(port: number, request: string | Buffer, options: { timeoutMs?: number } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${options.timeoutMs ?? 10_000} ms: ${Buffer.concat(chunks).toString('latin1').slice(0, 300)}`));
    }, options.timeoutMs ?? 10_000);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const head = split < 0 ? raw : raw.slice(0, split);
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0), headers, body: split < 0 ? '' : raw.slice(split + 4), raw });
    };
    const complete = () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return false;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(all.subarray(0, split).toString('latin1'))?.[1];
      return length !== undefined && all.length - split - 4 >= Number(length);
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (complete()) finish();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset the connection right after answering (an unread body).
      if (chunks.length) finish();
      else if (error.code !== 'ECONNRESET') {
        clearTimeout(timer);
        reject(error);
      } else finish();
    });
    socket.on('close', finish);
    socket.write(request);
  });
}
