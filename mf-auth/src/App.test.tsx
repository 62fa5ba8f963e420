import { screen } from '@testing-library/react';
import { logIn } from 'shared-events';
import { SIGNED_IN_USER } from './profile/test-user';
import { renderApp } from './test/render-app';

test('/profile shows the profile screen', async () => {
  logIn('token-1', SIGNED_IN_USER);
  await renderApp('/profile');
  expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
});

test('a path this module does not own renders nothing', async () => {
  const { container } = await renderApp('/dashboard');
  expect(container).toBeEmptyDOMElement();
});
