import { screen } from '@testing-library/react';
import { renderApp } from './test/render-app';
import declared from './routes.json';

test('profile is announced as coming soon', () => {
  renderApp('/profile');
  expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
});

test('a path this module does not own renders nothing', () => {
  const { container } = renderApp('/dashboard');
  expect(container).toBeEmptyDOMElement();
});

test('every route declared in routes.json has its screen', () => {
  for (const { path } of declared.routes) {
    const { container, unmount } = renderApp(path);
    expect([path, container.querySelector('h1')?.textContent]).toEqual([path, expect.any(String)]);
    unmount();
  }
});
