import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories, type Decorator } from '@storybook/react';
import { PokerThemeProvider } from './theme/PokerThemeProvider';
import * as centeredSpinner from './components/CenteredSpinner.stories';
import * as comingSoonPage from './components/ComingSoonPage.stories';
import * as sectionErrorBoundary from './components/SectionErrorBoundary.stories';
import * as unavailablePanel from './components/UnavailablePanel.stories';
import * as pokerThemeProvider from './theme/PokerThemeProvider.stories';
import * as toaster from './toast/Toaster.stories';
import { toastStore } from './toast/toast.store';
import * as tournamentStatusChip from './status/TournamentStatusChip.stories';
import * as roomStateChip from './status/RoomStateChip.stories';

/** What each story must show; a story without an entry fails, so new stories come with an assertion. */
const EXPECTATIONS: Record<string, () => Promise<void> | void> = {
  'Feedback/CenteredSpinner/Default': () => {
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  },
  'Feedback/CenteredSpinner/CustomLabel': () => {
    expect(screen.getByRole('progressbar', { name: 'Loading tournaments...' })).toBeInTheDocument();
  },
  'Pages/ComingSoonPage/Default': () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Hand History' })).toBeInTheDocument();
    expect(screen.getByText(/Your recent hands/)).toBeInTheDocument();
  },
  'Feedback/UnavailablePanel/Panel': () => {
    expect(screen.getByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveTextContent('Retry');
  },
  'Feedback/UnavailablePanel/Compact': () => {
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('title', 'Unavailable. Retry');
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
  },
  'Feedback/UnavailablePanel/CustomDescription': () => {
    expect(screen.getByText('The wallet could not be loaded. Try again.')).toBeInTheDocument();
  },
  'Feedback/SectionErrorBoundary/Normal': () => {
    expect(screen.getByText('The wallet widget rendered normally.')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-unavailable')).not.toBeInTheDocument();
  },
  'Feedback/SectionErrorBoundary/CrashedChild': () => {
    expect(screen.getByTestId('remote-unavailable')).toHaveTextContent('Something went wrong while showing it. Try again.');
  },
  'Feedback/Toaster/FireToasts': async () => {
    const toasts = within(screen.getByTestId('toaster'));
    await userEvent.click(screen.getByRole('button', { name: 'Success' }));
    expect(toasts.getByRole('status')).toHaveTextContent('Rooms refreshed');
    await userEvent.click(screen.getByRole('button', { name: 'Error' }));
    expect(toasts.getByRole('alert')).toHaveTextContent('Error loading tournaments. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Warning' }));
    expect(toasts.getAllByRole('status')).toHaveLength(2);
  },
  'Status/TournamentStatusChip/Registering': () => {
    expect(screen.getByText('Registering')).toBeInTheDocument();
  },
  'Status/TournamentStatusChip/AllStatuses': () => {
    for (const label of ['Registering', 'Late Reg', 'Running', 'Finished', 'Cancelled']) expect(screen.getByText(label)).toBeInTheDocument();
  },
  'Status/RoomStateChip/Waiting': () => {
    expect(screen.getByText('Waiting')).toBeInTheDocument();
  },
  'Status/RoomStateChip/RoomPageLabels': () => {
    for (const label of ['Waiting for Players', 'Game in Progress', 'Game Completed', 'Cancelled'])
      expect(screen.getByText(label)).toBeInTheDocument();
  },
  'Theme/PokerThemeProvider/Palette': () => {
    expect(screen.getByRole('heading', { name: 'Poker Legends theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join a Tournament' })).toBeInTheDocument();
    // Dark by default: the baseline paints the page with the dark background.
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 18, 16)');
  },
};

/** As Storybook's preview shows every story: on the page's theme with its baseline (dark by default). */
const THEMED: Decorator = (Story) => (
  <PokerThemeProvider baseline>
    <Story />
  </PokerThemeProvider>
);
const compose = (file: Parameters<typeof composeStories>[0]) => composeStories(file, { decorators: [THEMED] });

const STORY_FILES = [
  centeredSpinner,
  comingSoonPage,
  sectionErrorBoundary,
  unavailablePanel,
  pokerThemeProvider,
  toaster,
  tournamentStatusChip,
  roomStateChip,
];

describe.each(STORY_FILES.map((file) => [file.default.title, file] as const))('%s stories', (title, file) => {
  // The files differ in their stories, so the union of their composed types is widened to plain components.
  const stories = Object.entries(compose(file) as Record<string, ComponentType>);

  it.each(stories)('%s', async (name, Story) => {
    const expectation = EXPECTATIONS[`${title}/${name}`];
    expect(expectation).toBeDefined();
    render(<Story />);
    await expectation();
  });
});

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  // The crashed-child story logs React's error on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

it('has an assertion only for stories that exist', () => {
  const names = STORY_FILES.flatMap((file) => Object.keys(compose(file)).map((name) => `${file.default.title}/${name}`));
  expect(Object.keys(EXPECTATIONS).sort()).toEqual(names.sort());
});
