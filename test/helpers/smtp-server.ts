import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A tiny SMTP server on loopback for tests: it greets, answers EHLO (multi-line, sent in two chunks cut mid-line),
 * MAIL, RCPT as `rcpt` says, DATA (which the verifier must never send) and QUIT, and records every connection and
 * command line. `greeting: null` never greets (a hanging server); `rcpt` answering null never answers that RCPT.
 */
export interface TestSmtpServer {
  port: number;
  /** Command lines received, one list per connection, in order. */
  sessions: string[][];
  /** Every command line of every connection. */
  commands(): string[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  host?: string;
  port?: number;
  /** The greeting as sent (CRLF-terminated lines); null: no greeting at all. */
  greeting?: string | null;
  /** The reply to EHLO; HELO is always answered 250. */
  ehlo?: string;
  /** The reply line to RCPT TO:<address> (address lower-cased), or null to leave it unanswered. */
  rcpt?: (address: string) => string | null;
}

export async function startSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const greeting = options.greeting === undefined ? '220-mx.test ESMTP test server\r\n220 ready\r\n' : options.greeting;
  const ehlo = options.ehlo ?? '250-mx.test greets you\r\n250-PIPELINING\r\n250-SIZE 10240000\r\n250 8BITMIME\r\n';
  const rcpt = options.rcpt ?? (() => '250 2.1.5 OK');
  const sessions: string[][] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const lines: string[] = [];
    sessions.push(lines);
    if (greeting !== null) socket.write(greeting);
    let buffer = '';
    let inData = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        lines.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          const cut = Math.floor(ehlo.length / 2);
          socket.write(ehlo.slice(0, cut));
          setImmediate(() => socket.writable && socket.write(ehlo.slice(cut)));
        } else if (verb === 'HELO') socket.write('250 mx.test\r\n');
        else if (verb === 'MAIL') socket.write('250 2.1.0 OK\r\n');
        else if (verb === 'RCPT') {
          const address = /^RCPT TO:<([^>]*)>/i.exec(line)?.[1]?.toLowerCase() ?? '';
          const reply = rcpt(address);
          if (reply !== null) socket.write(`${reply}\r\n`);
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else socket.write('500 5.5.2 unknown command\r\n');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    commands: () => sessions.flat(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
