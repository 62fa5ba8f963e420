import { useState } from 'react';
import { LOBBY_PAGE_LIMIT, type LobbyListPage, type TournamentLobbyQuery } from 'shared-events/contracts';
import { useSettledSearch } from 'shared-ui/pagination';
import { useTournamentLobby } from '../../api/tournament-queries';

/** The last page (from 1) that holds any of a list's rows; 1 when it has none. */
const lastPageOf = ({ count, limit }: LobbyListPage<unknown>) => Math.max(1, Math.ceil(count / limit));

/** What the Players tab changes: its page (from 1) and its search box. */
export interface PlayersPaging {
  onPage: (page: number) => void;
  /** The search box's text as typed; it reaches the server once the typing pauses (useSettledSearch). */
  typed: string;
  onType: (text: string) => void;
  /** The search in force (trimmed; empty for every player). */
  search: string;
}

/** What the Tables and Payouts tabs change: their page (from 1). */
export interface ListPaging {
  onPage: (page: number) => void;
}

/**
 * The lobby tabs' read: the Players page with its search, and the Tables and Payouts pages the reader is on. A new
 * search starts at the first page; a page past the end (the tables broken, the players unregistered, fewer places
 * paid) moves back to the last one.
 */
export function useLobbyPages(tournamentId: number) {
  const [playersPage, setPlayersPage] = useState(1);
  const [tablesPage, setTablesPage] = useState(1);
  const [payoutsPage, setPayoutsPage] = useState(1);
  const [settled, setSettled] = useState('');
  const search = settled.trim();
  const [typed, onType] = useSettledSearch(settled, (text) => {
    setSettled(text);
    // Spaces around the text change nothing the server answers: the reader stays on the page.
    if (text.trim() !== search) setPlayersPage(1);
  });

  const query: TournamentLobbyQuery = {
    playersPage,
    playersLimit: LOBBY_PAGE_LIMIT,
    ...(search !== '' && { playersSearch: search }),
    tablesPage,
    tablesLimit: LOBBY_PAGE_LIMIT,
    payoutsPage,
    payoutsLimit: LOBBY_PAGE_LIMIT,
  };
  const lobby = useTournamentLobby(tournamentId, query);

  // Adjusted while rendering (React's pattern for state that follows data): the last page is asked for at once.
  const answer = lobby.isPlaceholderData ? undefined : lobby.data;
  if (answer && playersPage > lastPageOf(answer.players)) setPlayersPage(lastPageOf(answer.players));
  if (answer && tablesPage > lastPageOf(answer.tables)) setTablesPage(lastPageOf(answer.tables));
  if (answer && payoutsPage > lastPageOf(answer.payouts.places)) setPayoutsPage(lastPageOf(answer.payouts.places));

  const players: PlayersPaging = { onPage: setPlayersPage, typed, onType, search };
  const tables: ListPaging = { onPage: setTablesPage };
  const payouts: ListPaging = { onPage: setPayoutsPage };
  return { lobby, players, tables, payouts };
}
