import {
  TOURNAMENT_CHANNEL_EVENTS,
  TOURNAMENTS_CHANNEL,
  tournamentChannel,
  type ChannelFrame,
  type ChannelName,
  type TournamentChannelEvent,
  type TournamentChannelState,
  type TournamentsChannelState,
} from '../contracts/realtime';
import { eventBus } from '../event-bus';
import type { ChannelListener } from './channel-feed';

type Subscribe = <State>(channel: ChannelName, listener: ChannelListener<State>) => () => void;

const BUS_EVENTS: ReadonlySet<string> = new Set(TOURNAMENT_CHANNEL_EVENTS);

/** A tournament channel's frame on the bus, under its SPEC §7 name with its payload; other events are not the bus's. */
function publishFrame(frame: ChannelFrame): void {
  if (BUS_EVENTS.has(frame.event)) eventBus.emit(frame.event as TournamentChannelEvent, frame.data as never);
}

/**
 * The tournaments' versioned channels turned into the bus events the modules listen to: each frame, once, however
 * many screens follow its channel (one bus listener per channel), in seq order and resynced after a gap by the feed.
 */
export function tournamentChannels(subscribe: Subscribe) {
  const bridges = new Map<ChannelName, { screens: number; stop: () => void }>();

  function bridgeToBus(channel: ChannelName): () => void {
    let bridge = bridges.get(channel);
    if (!bridge) {
      bridge = { screens: 0, stop: subscribe(channel, { onFrame: publishFrame }) };
      bridges.set(channel, bridge);
    }
    const current = bridge;
    current.screens += 1;
    return () => {
      current.screens -= 1;
      if (current.screens > 0) return;
      bridges.delete(channel);
      current.stop();
    };
  }

  return {
    /**
     * Follows a tournament's channel (`tournament:roomsUpdate` and `roomsUpdate` on the bus) until the returned function
     * is called (calling it again does nothing). `onSnapshot` is given the rooms each time the screen is (re)synced:
     * at first, after a reconnect that missed frames and after a gap, the moments the screen reloads what it shows.
     */
    followTournament(tournamentId: number, onSnapshot?: (rooms: TournamentChannelState) => void): () => void {
      const channel = tournamentChannel(tournamentId);
      const stopBridge = bridgeToBus(channel);
      const stopScreen = onSnapshot
        ? subscribe<TournamentChannelState>(channel, { onFrame: () => undefined, onSnapshot: ({ state }) => onSnapshot(state) })
        : () => undefined;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        stopScreen();
        stopBridge();
      };
    },

    /**
     * Follows the lobby's channel for the page's life (the socket subscribes it on every connection): its frames go on
     * the bus, and each snapshot as `tournaments:snapshot` (frames may have been missed before it).
     */
    followLobby(): void {
      subscribe<TournamentsChannelState>(TOURNAMENTS_CHANNEL, {
        onFrame: publishFrame,
        onSnapshot: ({ state }) => eventBus.emit('tournaments:snapshot', state),
      });
    },
  };
}
