import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DeclaredRoutes, type DeclaredRoute } from './DeclaredRoutes';

const ROUTES: DeclaredRoute[] = [
  { path: '/tables', module: 'app' },
  { path: '/tables/:id', module: 'app' },
  { path: '/tables/:id/replay', module: 'replay' },
];
const SCREENS = { '/tables': <h1>All tables</h1>, '/tables/:id': <h1>One table</h1> };

function renderAt(path: string, screens: Record<string, ReactNode> = SCREENS) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DeclaredRoutes routes={ROUTES} screens={screens} />
    </MemoryRouter>,
  );
}

test('shows the screen of the declared path that matches', () => {
  renderAt('/tables/4');
  expect(screen.getByRole('heading', { name: 'One table' })).toBeInTheDocument();
});

test('renders nothing on paths the module does not own, nor on another module’s', () => {
  expect(renderAt('/dashboard').container).toBeEmptyDOMElement();
  expect(renderAt('/tables/4/replay').container).toBeEmptyDOMElement();
});

test('a declared path without a screen fails on any path, so every test of the module catches it', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderAt('/tables', { '/tables': <h1>All tables</h1> })).toThrow('/tables/:id is declared in routes.json but has no screen');
  quiet.mockRestore();
});
