import type { LobbyListPage } from 'shared-events/contracts';
import { Pagination } from 'shared-ui/pagination';

interface LobbyPagerProps {
  /** Names the navigation, e.g. "Player pages". */
  label: string;
  /** The page on screen, as the server answered it. */
  list: LobbyListPage<unknown>;
  onPage: (page: number) => void;
  /** The next page is on its way. */
  waiting: boolean;
}

/** Prev, "Page N of M", Next under a lobby tab's rows (nothing while they fit on one page). */
export function LobbyPager({ label, list, onPage, waiting }: LobbyPagerProps) {
  return (
    <Pagination
      page={list.page}
      total={list.count}
      pageSize={list.limit}
      onChange={onPage}
      label={label}
      showPageCount
      disabled={waiting}
      sx={{ mt: 1 }}
    />
  );
}
