import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from './App';
import declared from './routes.json';

test('renders the screen of its first route', () => {
  render(
    <MemoryRouter initialEntries={['/tournaments/1/rooms']}>
      <App />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Tournament Rooms' })).toBeInTheDocument();
});

test('every route declared in routes.json has its screen', () => {
  for (const { path } of declared.routes) {
    const { container, unmount } = render(
      <MemoryRouter initialEntries={[path.replace(/:\w+/g, '1')]}>
        <App />
      </MemoryRouter>,
    );
    expect([path, container.querySelector('h1')?.textContent]).toEqual([path, expect.any(String)]);
    unmount();
  }
});
