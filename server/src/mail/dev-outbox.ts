import type { Clock } from '../clock';
import type { Mail } from './mailer';

export interface OutboxMail extends Mail {
  sentAt: string;
}

const KEPT_MAILS = 50;

/** Development stand-in for SMTP: prints each mail as one line and keeps the last ones for /dev/mail. */
export class DevOutbox {
  private readonly mails: OutboxMail[] = [];

  constructor(
    private readonly now: Clock,
    private readonly print: (line: string) => void = (line) => console.log(line),
  ) {}

  add(mail: Mail): void {
    this.mails.unshift({ ...mail, sentAt: this.now().toISOString() });
    this.mails.length = Math.min(this.mails.length, KEPT_MAILS);
    this.print(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}`);
  }

  /** Newest first. */
  list(): readonly OutboxMail[] {
    return this.mails;
  }
}
