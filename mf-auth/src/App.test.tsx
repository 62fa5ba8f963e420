import { screen } from '@testing-library/react';
import { renderApp } from './test/render-app';

test('profile is announced as coming soon', async () => {
  await renderApp('/profile');
  expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
});

test('a path this module does not own renders nothing', async () => {
  const { container } = await renderApp('/dashboard');
  expect(container).toBeEmptyDOMElement();
});
