const fs = require('node:fs');
const path = require('node:path');

const sharedUi = path.resolve(__dirname, '../../shared-ui/src');

function componentFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'remote' ? [] : componentFiles(file);
    return /^[A-Z]\w*\.tsx$/.test(entry.name) ? [file] : [];
  });
}

// Storybook browses shared-ui: every component there has a story beside it (the remote/ helpers are not UI).
test('every shared-ui component has stories that this Storybook picks up', () => {
  const components = componentFiles(sharedUi);
  expect(components.length).toBeGreaterThan(0);
  const missing = components.filter((file) => !fs.existsSync(file.replace(/\.tsx$/, '.stories.tsx')));
  expect(missing.map((file) => path.relative(sharedUi, file))).toEqual([]);
});

test('the Storybook config reads the stories from shared-ui', () => {
  const main = fs.readFileSync(path.join(__dirname, '../.storybook/main.ts'), 'utf8');
  expect(main).toContain("'../../shared-ui/src/**/*.stories.@(ts|tsx)'");
});
