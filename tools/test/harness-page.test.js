const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { harnessIndexHtml } = require('../webpack/harness-page');

function moduleWith(declared) {
  const dirname = fs.mkdtempSync(path.join(os.tmpdir(), 'harness-'));
  fs.mkdirSync(path.join(dirname, 'src'));
  if (declared) fs.writeFileSync(path.join(dirname, 'src/routes.json'), JSON.stringify(declared));
  return dirname;
}

describe('the standalone harness index', () => {
  it('links the routes that can be opened as written and previews each slot extension', () => {
    const html = harnessIndexHtml(
      moduleWith({
        routes: [
          { path: '/tournaments', module: 'app', layout: 'shared', session: 'optional' },
          { path: '/tournaments/:id', module: 'app', layout: 'shared', session: 'required' },
        ],
        extensions: [{ slot: 'dashboard.widgets', module: 'upcomingCard', order: 20, session: 'required' }],
      }),
      'Tournaments <standalone>',
    );
    expect(html).toContain('<h1>Tournaments &#60;standalone&#62;</h1>');
    expect(html).toContain('<a class="route" href="/tournaments"><code>/tournaments</code></a>');
    expect(html).not.toContain('href="/tournaments/:id"');
    expect(html).toContain('<code>/tournaments/:id</code>');
    expect(html).toContain('needs a session');
    expect(html).toContain('<div class="preview" id="extension-upcomingCard"></div>');
    // A module with screens shows the index at `/` only; its other paths are the screens.
    expect(html).toContain("if (location.pathname === '/')");
  });

  it('shows on every path of a module that only contributes extensions', () => {
    const html = harnessIndexHtml(moduleWith({ routes: [], extensions: [{ slot: 'header.bell', module: 'bell', order: 10 }] }), 'Bell');
    expect(html).not.toContain('<h2>Routes</h2>');
    expect(html).toContain('id="extension-bell"');
    expect(html).toContain('if (true)');
  });

  it('is empty for a package without routes.json (the shell)', () => {
    expect(harnessIndexHtml(moduleWith(undefined), 'Shell')).toBe('');
  });
});
