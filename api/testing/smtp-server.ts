/** A real SMTP server in this process, for tests of what the mail sender delivers. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process; `refuse` makes it answer RCPT TO with a temporary error. */
export function startSmtp() {
  const received: Received[] = [];
  const waiters: ((r: Received) => void)[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse > 0) {
        state.refuse -= 1;
        const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  const listening = new Promise<number>((resolve) => {
    const net = server.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
  });
  return {
    received,
    state,
    listening,
    next: () => new Promise<Received>((resolve) => waiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
