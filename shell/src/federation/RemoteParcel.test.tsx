import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifeCycles } from 'single-spa';
import RemoteParcel from './RemoteParcel';
import { loadRemoteLifecycles, resetRemote } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteLifecycles: jest.fn(), resetRemote: jest.fn() }));
// single-spa itself is not under test: a mounted parcel shows which lifecycles it was given.
jest.mock('single-spa-react/parcel', () => ({
  __esModule: true,
  default: ({ config, parcelDidMount }: { config: { name: string }; parcelDidMount: () => void }) => {
    parcelDidMount();
    return <p>mounted {config.name}</p>;
  },
}));

const load = jest.mocked(loadRemoteLifecycles);
const lifecycles = { name: 'rooms app' } as unknown as LifeCycles;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a remote that cannot be loaded shows Retry in its place; Retry fetches its entry again and mounts it', async () => {
  load.mockRejectedValueOnce(new Error('connection refused')).mockResolvedValueOnce(lifecycles);
  render(<RemoteParcel remote="mf_rooms" module="app" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(resetRemote).toHaveBeenCalledWith('mf_rooms');
  expect(await screen.findByText('mounted rooms app')).toBeInTheDocument();
  expect(screen.queryByTestId('remote-unavailable')).not.toBeInTheDocument();
  expect(load).toHaveBeenNthCalledWith(2, 'mf_rooms', 'app');
});

test('a header slot shows a spinner-free compact retry button', async () => {
  load.mockRejectedValueOnce(new Error('offline'));
  render(<RemoteParcel remote="mf_notifications" module="bell" compact />);
  expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
  expect(await screen.findByTestId('remote-unavailable')).toHaveAttribute('title', 'Unavailable. Retry');
});
