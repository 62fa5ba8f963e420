import type { OutboxMail } from '../src/mail/dev-outbox';
import { newRegistration, startTestApp } from './helpers/test-app';

describe('dev outbox (no SMTP_URL)', () => {
  it('prints one line per mail and lists mails newest first on /dev/mail and /dev/mail.json', async () => {
    const t = await startTestApp();
    try {
      const first = newRegistration();
      const second = newRegistration();
      await t.post('/api/auth/register', first);
      await t.post('/api/auth/register', second);

      const json = await t.get<{ mails: OutboxMail[] }>('/dev/mail.json');
      expect(json.status).toBe(200);
      expect(json.body.mails.map((mail) => mail.to)).toEqual([second.email, first.email]);
      const code = /: ([A-Z0-9]{6})$/.exec(json.body.mails[0].subject)![1];
      expect(json.body.mails[0].text).toContain(code);
      expect(t.printed).toContain(`[mail] to=${second.email} subject="Your verification code: ${code}"`);

      const page = await t.get('/dev/mail');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.text).toContain(code);
      expect(page.text.indexOf(second.email)).toBeLessThan(page.text.indexOf(first.email));
    } finally {
      await t.close();
    }
  });

  it('is not served in production', async () => {
    const t = await startTestApp({ config: { nodeEnv: 'production' } });
    try {
      expect((await t.get('/dev/mail')).status).toBe(404);
      expect((await t.get('/dev/mail.json')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
