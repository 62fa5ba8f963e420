const fs = require('node:fs');
const path = require('node:path');

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `/tournaments/:id` cannot be opened as written: such routes are listed without a link. */
const hasParameters = (routePath) => routePath.split('/').some((segment) => segment.startsWith(':'));

function routeItem(route) {
  const label = escapeHtml(route.path);
  const target = hasParameters(route.path) ? `<code>${label}</code>` : `<a class="route" href="${label}"><code>${label}</code></a>`;
  const session =
    route.session === 'required' ? 'needs a session (log in on the shell first: the token is shared through localStorage)' : 'open to visitors';
  return `<li>${target} <small>module <code>${escapeHtml(route.module)}</code>, ${escapeHtml(route.layout)} layout, ${session}</small></li>`;
}

function extensionItem(extension) {
  return `<li><p><code>${escapeHtml(extension.slot)}</code> ← module <code>${escapeHtml(extension.module)}</code> <small>(order ${escapeHtml(
    extension.order ?? 0,
  )})</small></p><div class="preview" id="extension-${escapeHtml(extension.module)}"></div></li>`;
}

/**
 * The page a remote's standalone harness (`npm run dev -w mf-x`) opens on at `/`: what its src/routes.json contributes,
 * routes as links and slot extensions as live previews (the module's bootstrap mounts each into
 * `#extension-<module>`). A module without routes shows it on every path. Other paths are the module's own screens.
 */
function harnessIndexHtml(dirname, title) {
  const file = path.join(dirname, 'src/routes.json');
  if (!fs.existsSync(file)) return '';
  const { routes = [], extensions = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const sections = [
    routes.length ? `<h2>Routes</h2><ul>${routes.map(routeItem).join('')}</ul>` : '',
    extensions.length ? `<h2>Slot extensions</h2><ul>${extensions.map(extensionItem).join('')}</ul>` : '',
  ].join('');
  const showOn = routes.length ? "location.pathname === '/'" : 'true';
  return `<main id="harness-index" hidden>
<style>
  #harness-index { color-scheme: light dark; font-family: system-ui, sans-serif; max-width: 56rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
  #harness-index ul { padding-left: 1.25rem; } #harness-index li { margin: 0.5rem 0; }
  #harness-index a.route { color: inherit; display: inline-block; min-height: 24px; } #harness-index a.route:focus-visible { outline: 3px solid #22c55e; outline-offset: 2px; }
  #harness-index .preview { max-width: 36rem; }
</style>
<h1>${escapeHtml(title)}</h1>
<p>What this module contributes to the shell (from <code>src/routes.json</code>). <code>/api</code> and the socket are proxied to the server (<code>POKER_SERVER_URL</code>, default http://localhost:3000).</p>
${sections}
</main>
<script>if (${showOn}) document.getElementById('harness-index').hidden = false;</script>`;
}

module.exports = { harnessIndexHtml };
