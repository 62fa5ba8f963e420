import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { navigate, useParams } from 'shared-ui';
import { DeclaredRoutes, type DeclaredRoute } from './DeclaredRoutes';

const ROUTES: DeclaredRoute[] = [
  { path: '/tables', module: 'app' },
  { path: '/tables/:id', module: 'app' },
  { path: '/tables/new', module: 'app' },
  { path: '/tables/:id/replay', module: 'replay' },
];

function OneTable() {
  const { id } = useParams<'id'>();
  return <h1>Table {id}</h1>;
}

const SCREENS = { '/tables': <h1>All tables</h1>, '/tables/:id': <OneTable />, '/tables/new': <h1>New table</h1> };

function renderAt(path: string, screens: Record<string, ReactNode> = SCREENS) {
  window.history.replaceState(null, '', path);
  return render(<DeclaredRoutes routes={ROUTES} screens={screens} />);
}

test('shows the screen of the declared path that matches, with its parameters', () => {
  renderAt('/tables/4');
  expect(screen.getByRole('heading', { name: 'Table 4' })).toBeInTheDocument();
});

test('prefers the pattern with more fixed segments, whatever the declaration order', () => {
  renderAt('/tables/new');
  expect(screen.getByRole('heading', { name: 'New table' })).toBeInTheDocument();
});

test('follows navigation to another of its screens', () => {
  renderAt('/tables');
  act(() => navigate('/tables/9'));
  expect(screen.getByRole('heading', { name: 'Table 9' })).toBeInTheDocument();
});

test('renders nothing on paths the module does not own, nor on another module’s', () => {
  expect(renderAt('/dashboard').container).toBeEmptyDOMElement();
  expect(renderAt('/tables/4/replay').container).toBeEmptyDOMElement();
});

test('a declared path without a screen fails on any path, so every test of the module catches it', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderAt('/tables', { '/tables': <h1>All tables</h1>, '/tables/new': <h1>New</h1> })).toThrow(
    '/tables/:id is declared in routes.json but has no screen',
  );
  quiet.mockRestore();
});
