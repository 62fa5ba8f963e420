import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { toastStore } from 'shared-ui';
import { renderAt } from 'shared-ui/testing';
import { admin, tournament } from '../test/fixtures';
import { TournamentPauseButton } from './TournamentPauseButton';

const user = userEvent.setup();
const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

describe('the Pause / Resume button of a tournament in play', () => {
  beforeEach(() => {
    logIn('token', admin);
    toastStore.setState({ toasts: [] });
  });

  it('says what a pause does before pausing, and pauses only once confirmed', async () => {
    const reply = deferredReply();
    const sent = fakeApi({ 'POST /api/admin/tournaments/7/pause': reply.handler });
    renderAt(<TournamentPauseButton tournamentId={7} paused={false} />, '/admin/live');

    await user.click(screen.getByRole('button', { name: 'Pause…' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause the tournament?' });
    expect(dialog).toHaveAccessibleDescription('Hands in progress finish; no new hand is dealt and the blind clock stops until you resume.');
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-busy', 'true');
    reply.release({ status: 200, body: tournament(7, { pausedAt: '2030-01-01T12:00:00.000Z' }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((request) => request.route)).toEqual(['POST /api/admin/tournaments/7/pause']);
    expect(toasts()).toEqual(['The tournament is paused: its tables stop after the hands in progress.']);
  });

  it('resumes a paused tournament, and cancelling sends nothing', async () => {
    const sent = fakeApi({ 'POST /api/admin/tournaments/7/resume': () => ({ status: 200, body: tournament(7) }) });
    renderAt(<TournamentPauseButton tournamentId={7} paused />, '/admin/live');

    await user.click(screen.getByRole('button', { name: 'Resume…' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Resume the tournament?' })).getByRole('button', { name: 'Stay paused' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Resume…' }));
    const dialog = screen.getByRole('dialog', { name: 'Resume the tournament?' });
    expect(dialog).toHaveAccessibleDescription('Every table deals its next hand at once, and the blind clock goes on from where it stopped.');
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(toasts()).toEqual(['The tournament is resumed: its tables deal again.']));
    expect(sent.map((request) => request.route)).toEqual(['POST /api/admin/tournaments/7/resume']);
  });

  it("shows the server's reason when it refuses, the dialog still open", async () => {
    fakeApi({
      'POST /api/admin/tournaments/7/pause': () => ({
        status: 409,
        body: { code: 'TOURNAMENT_ALREADY_PAUSED', message: 'This tournament is already paused.' },
      }),
    });
    renderAt(<TournamentPauseButton tournamentId={7} paused={false} />, '/admin/live');
    await user.click(screen.getByRole('button', { name: 'Pause…' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Pause the tournament?' })).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(toasts()).toEqual(['This tournament is already paused.']));
    expect(screen.getByRole('dialog', { name: 'Pause the tournament?' })).toBeInTheDocument();
  });
});
