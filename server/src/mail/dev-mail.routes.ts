import type { FastifyPluginAsync } from 'fastify';
import type { DevOutbox, OutboxMail } from './dev-outbox';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function renderMail(mail: OutboxMail): string {
  return `<li><p><time>${escapeHtml(mail.sentAt)}</time> to <b>${escapeHtml(mail.to)}</b></p>
<h2>${escapeHtml(mail.subject)}</h2><pre>${escapeHtml(mail.text)}</pre></li>`;
}

/** GET /dev/mail (HTML) and /dev/mail.json: the dev outbox. Registered only outside production. */
export const devMailRoutes: FastifyPluginAsync<{ outbox: DevOutbox }> = async (app, { outbox }) => {
  app.get('/dev/mail.json', { schema: { hide: true } }, async () => ({ mails: outbox.list() }));

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = outbox.list();
    const body = mails.length ? `<ol>${mails.map(renderMail).join('\n')}</ol>` : '<p>No mail sent yet.</p>';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html><html><head><meta charset="utf-8"><title>Dev outbox</title>
<style>body{font-family:sans-serif;max-width:50rem;margin:2rem auto}li{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev outbox (newest first)</h1>${body}</body></html>`);
  });
};
