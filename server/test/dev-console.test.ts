import { logsInDevelopment } from '../src/app';
import { DevOutbox } from '../src/mail/dev-outbox';
import { verificationMail } from '../src/mail/verification-mail';

describe('the development console', () => {
  it('prints a verification code in a block of its own, with the address it went to', () => {
    const printed: string[] = [];
    const outbox = new DevOutbox(
      () => new Date('2026-11-23T12:00:00Z'),
      (line) => printed.push(line),
    );
    outbox.add(verificationMail('ada@example.com', 'AB12C3'));

    expect(printed[0]).toBe('[mail] to=ada@example.com subject="Your verification code: AB12C3"');
    const block = printed[1].split('\n');
    expect(block).toContain('║  Verification code for ada@example.com:  ║');
    expect(block.some((line) => /^║ +AB12C3 +║$/.test(line))).toBe(true);
    expect(block.filter((line) => line.startsWith('╔') || line.startsWith('╚'))).toHaveLength(2);
    // Every line of the frame is as wide as the others.
    expect(new Set(block.filter(Boolean).map((line) => line.length)).size).toBe(1);
  });

  it('prints a mail without a highlight as its one line', () => {
    const printed: string[] = [];
    new DevOutbox(
      () => new Date(),
      (line) => printed.push(line),
    ).add({ to: 'bo@example.com', subject: 'Hello', text: 'Hi' });
    expect(printed).toEqual(['[mail] to=bo@example.com subject="Hello"']);
  });

  it.each([
    ['/api/auth/login', true],
    ['/api/health?x=1', true],
    ['/api', true],
    ['/dev/mail', true],
    ['/', false],
    ['/dashboard', false],
    ['/shell/main.3f2a.js', false],
    ['/mf-auth/remoteEntry.js', false],
    ['/apiary.png', false],
    ['/developer', false],
  ])('logs the request %s in development: %s', (url, logged) => {
    expect(logsInDevelopment(url)).toBe(logged);
  });
});
