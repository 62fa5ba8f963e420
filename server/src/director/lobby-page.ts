import type { LobbyListPage, TournamentLobby } from 'shared-events/contracts';
import type { Page } from '../http/paging';
import type { WholeLobby } from './lobby';

/** What one reader asks of the lobby's Players, Tables and Payouts tabs: a page of each (read by paging.ts) and a search. */
export interface LobbyPageQuery {
  players: Page;
  /** Lower case and trimmed; empty for every entry. */
  playersSearch: string;
  tables: Page;
  payouts: Page;
}

/** A whole lobby (every row) with what searching it needs, computed once and paged for each reader. */
export interface SearchableLobby {
  lobby: WholeLobby;
  /** The players' usernames in lower case, in the players' order. */
  usernames: string[];
}

export function searchableLobby(lobby: WholeLobby): SearchableLobby {
  return { lobby, usernames: lobby.players.map((player) => player.username.toLowerCase()) };
}

/**
 * One reader's answer: every field of the lobby, with the page asked of the players matching the search, of the
 * tables and of the paid places, each with its count. Rows keep the whole lobby's order and ranks.
 */
export function lobbyPage({ lobby, usernames }: SearchableLobby, query: LobbyPageQuery): TournamentLobby {
  const matching =
    query.playersSearch === '' ? lobby.players : lobby.players.filter((_player, index) => usernames[index].includes(query.playersSearch));
  return {
    ...lobby,
    players: pageOf(matching, query.players),
    tables: pageOf(lobby.tables, query.tables),
    payouts: { ...lobby.payouts, places: pageOf(lobby.payouts.places, query.payouts) },
  };
}

function pageOf<Row>(rows: Row[], { page, limit, offset }: Page): LobbyListPage<Row> {
  return { rows: rows.slice(offset, offset + limit), count: rows.length, page, limit };
}
