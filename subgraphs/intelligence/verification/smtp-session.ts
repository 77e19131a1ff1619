import { connect as netConnect, type Socket } from 'node:net';

/** One SMTP reply: its code, every line's text (code and separator removed) and the enhanced status code if any. */
export interface SmtpReply {
  code: number;
  lines: string[];
  /** RFC 3463 enhanced status code from the first line (`5.1.1`), or null. */
  enhanced: string | null;
}

/** How a TCP connection is opened; injectable so tests can prove none was attempted. */
export type Connector = (options: { host: string; port: number }) => Socket;

export const netConnector: Connector = (options) => netConnect(options);

/** The connection could not be opened (refused, unreachable, timed out): the next address may be tried. */
export class ConnectFailed extends Error {
  constructor(readonly code: string) {
    super(`SMTP connection failed: ${code}`);
  }
}

/** After the connection was open: no reply in time, the connection dropped, or the peer does not speak SMTP. */
export class SmtpFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'closed' | 'protocol',
    message: string,
  ) {
    super(message);
  }
}

/** Bounds on what a peer may make the client buffer: a reply line (RFC 5321 allows 512 octets) and lines per reply. */
const MAX_LINE = 4096;
const MAX_LINES = 100;

/**
 * A line-oriented SMTP client session over one TCP connection, enough to hold a conversation without DATA: each
 * reply is read whole (multi-line replies `250-...` up to the `250 ...` line), every wait is bounded, and the peer's
 * input is bounded. Replies are consumed in order; a reply nobody waits for yet is queued.
 */
export class SmtpSession {
  private buffer = '';
  private current: string[] = [];
  private readonly replies: SmtpReply[] = [];
  private failure: SmtpFailure | null = null;
  private waiter: { resolve: (reply: SmtpReply) => void; reject: (err: SmtpFailure) => void } | null = null;

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => this.receive(chunk));
    socket.on('error', () => this.fail(new SmtpFailure('closed', 'the connection failed')));
    socket.on('close', () => this.fail(new SmtpFailure('closed', 'the server closed the connection')));
  }

  /** Opens a connection to `address` (an IP literal already checked by the caller) within `timeoutMs`. */
  static open(address: string, port: number, timeoutMs: number, connect: Connector = netConnector): Promise<SmtpSession> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: address, port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new ConnectFailed('ETIMEDOUT'));
      }, timeoutMs);
      socket.once('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(new ConnectFailed(err.code ?? 'ECONNRESET'));
      });
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(new SmtpSession(socket));
      });
    });
  }

  /** The next reply, within `timeoutMs`. */
  read(timeoutMs: number): Promise<SmtpReply> {
    const queued = this.replies.shift();
    if (queued) return Promise.resolve(queued);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new SmtpFailure('timeout', `no reply within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = {
        resolve: (reply) => (clearTimeout(timer), resolve(reply)),
        reject: (err) => (clearTimeout(timer), reject(err)),
      };
    });
  }

  /** Sends one command line and reads its reply. */
  command(line: string, timeoutMs: number): Promise<SmtpReply> {
    // Every value written here was checked upstream; this is the last guard against command injection.
    if (/[\r\n]/.test(line)) return Promise.reject(new SmtpFailure('protocol', 'a command line may not contain CR or LF'));
    if (this.failure) return Promise.reject(this.failure);
    this.socket.write(`${line}\r\n`);
    return this.read(timeoutMs);
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.line(line);
      if (this.failure) return;
    }
    if (this.buffer.length > MAX_LINE) this.fail(new SmtpFailure('protocol', 'a reply line is too long'));
  }

  private line(text: string): void {
    const match = /^(\d{3})(?:([ -])(.*))?$/.exec(text);
    if (!match || (this.current.length > 0 && !text.startsWith(this.current[0].slice(0, 3)))) {
      this.fail(new SmtpFailure('protocol', 'the server does not speak SMTP'));
      return;
    }
    this.current.push(text);
    if (match[2] === '-') {
      if (this.current.length > MAX_LINES) this.fail(new SmtpFailure('protocol', 'a reply has too many lines'));
      return;
    }
    const lines = this.current.map((l) => l.slice(4));
    this.current = [];
    const enhanced = /^([245]\.\d{1,3}\.\d{1,3})(?:\s|$)/.exec(lines[0] ?? '')?.[1] ?? null;
    const reply: SmtpReply = { code: Number(match[1]), lines, enhanced };
    if (this.waiter) {
      const waiter = this.waiter;
      this.waiter = null;
      waiter.resolve(reply);
    } else if (this.replies.length < MAX_LINES) {
      this.replies.push(reply);
    } else {
      this.fail(new SmtpFailure('protocol', 'the server sends replies nobody asked for'));
    }
  }

  private fail(err: SmtpFailure): void {
    if (this.failure) return;
    this.failure = err;
    if (err.kind === 'protocol') this.socket.destroy();
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(err);
  }
}
