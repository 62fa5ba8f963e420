import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { useParams } from 'shared-ui/router';
import { navigateTo, renderAt } from '../testing';
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

function renderRoutesAt(path: string, screens: Record<string, ReactNode> = SCREENS) {
  return renderAt(<DeclaredRoutes routes={ROUTES} screens={screens} />, path);
}

test('shows the screen of the declared path that matches, with its parameters', () => {
  renderRoutesAt('/tables/4');
  expect(screen.getByRole('heading', { name: 'Table 4' })).toBeInTheDocument();
});

test('decodes a parameter and ignores a trailing slash', () => {
  renderRoutesAt('/tables/a%20b/');
  expect(screen.getByRole('heading', { name: 'Table a b' })).toBeInTheDocument();
});

test('prefers the pattern with more fixed segments, whatever the declaration order', () => {
  renderRoutesAt('/tables/new');
  expect(screen.getByRole('heading', { name: 'New table' })).toBeInTheDocument();
});

test('follows navigation to another of its screens', () => {
  renderRoutesAt('/tables');
  navigateTo('/tables/9');
  expect(screen.getByRole('heading', { name: 'Table 9' })).toBeInTheDocument();
});

test('renders nothing on paths the module does not own, nor on another module’s, nor on a longer path', () => {
  const warn = jest.spyOn(console, 'warn');
  expect(renderRoutesAt('/dashboard').container).toBeEmptyDOMElement();
  expect(renderRoutesAt('/tables/4/replay').container).toBeEmptyDOMElement();
  expect(renderRoutesAt('/tables/1/2').container).toBeEmptyDOMElement();
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

test('a declared path without a screen fails on any path, so every test of the module catches it', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderRoutesAt('/tables', { '/tables': <h1>All tables</h1>, '/tables/new': <h1>New</h1> })).toThrow(
    '/tables/:id is declared in routes.json but has no screen',
  );
  quiet.mockRestore();
});
