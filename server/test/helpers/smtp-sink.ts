import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
}

/** A real SMTP server on 127.0.0.1:0 that keeps what it receives; tests await mails, never sleep. */
export class SmtpSink {
  private readonly mails: ReceivedMail[] = [];
  private readonly waiters: Array<() => void> = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        this.mails.push({ to, raw, subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '' });
        this.waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });

  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  mailsTo(email: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(email.toLowerCase()));
  }

  /** Resolves with the `count`-th mail (1-based) sent to `email`, waiting for it if needed. */
  async nthMailTo(email: string, count: number): Promise<ReceivedMail> {
    for (;;) {
      const mails = this.mailsTo(email);
      if (mails.length >= count) return mails[count - 1];
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }
}

export function codeIn(mail: ReceivedMail): string {
  const code = /verification code: ([A-Z0-9]{6})/.exec(mail.subject)?.[1];
  if (!code || !mail.raw.includes(`Your verification code is ${code}.`)) throw new Error(`No code in mail: ${mail.subject}`);
  return code;
}
