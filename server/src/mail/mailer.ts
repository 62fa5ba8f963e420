import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Clock } from '../clock';
import { DevOutbox } from './dev-outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one thing the reader acts on (a verification code): the dev outbox prints it in a block of its own. */
  highlight?: { label: string; value: string };
}

export interface Mailer {
  /** Set when mails go to the dev outbox instead of SMTP. */
  readonly outbox?: DevOutbox;
  /**
   * Sends in the background: the request answers without waiting for SMTP, so answer time does not
   * reveal whether a mail was sent, and a slow mail server does not hold the request. Failures are logged.
   */
  queue(mail: Mail): void;
  /** Waits for queued mails, then closes the transport. */
  close(): Promise<void>;
}

interface MailerOptions {
  now: Clock;
  log: { error(object: unknown, message: string): void };
  print?: (line: string) => void;
}

/** SMTP_URL set → nodemailer over SMTP; unset → the dev outbox (console line + /dev/mail). */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  let send: (mail: Mail) => Promise<void>;
  let closeTransport = () => {};
  let outbox: DevOutbox | undefined;

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    send = async (mail) => {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    };
    closeTransport = () => transport.close();
  } else {
    const devOutbox = new DevOutbox(options.now, options.print);
    outbox = devOutbox;
    send = async (mail) => devOutbox.add(mail);
  }

  return {
    outbox,
    queue(mail) {
      const sending = send(mail)
        .catch((error) => options.log.error({ err: error, to: mail.to }, 'mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.all(pending);
      closeTransport();
    },
  };
}
