import type { Clock } from '../clock';
import type { Mail } from './mailer';

export interface OutboxMail extends Mail {
  sentAt: string;
}

const KEPT_MAILS = 50;

/** A framed block that stands out among the request log lines, e.g. the verification code a newcomer needs. */
export function highlightBlock(to: string, { label, value }: { label: string; value: string }): string {
  const lines = [`${label} for ${to}:`, '', `    ${value}`, '', 'All mails sent: /dev/mail'];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 4);
  return ['', `╔${rule}╗`, ...lines.map((line) => `║  ${line.padEnd(width)}  ║`), `╚${rule}╝`, ''].join('\n');
}

/** Development stand-in for SMTP: prints each mail as one line (and its highlight as a block) and keeps the last ones for /dev/mail. */
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
    if (mail.highlight) this.print(highlightBlock(mail.to, mail.highlight));
  }

  /** Newest first. */
  list(): readonly OutboxMail[] {
    return this.mails;
  }
}
