import { useCallback, useEffect, useState } from 'react';
import { realtime, useChannel } from 'shared-events';
import {
  TABLE_REQUESTS,
  type Ack,
  type ChannelFrame,
  type TableActRequest,
  type TableBackRequest,
  type TableFlagRequest,
  type TablePrivateFrame,
  type TablePrivateView,
  type TableStateFrame,
  type TableView,
} from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { contributeSeed } from './deal-seed';
import { usePaintMark } from './frame-paint-marks';
import { useTableWatchers } from './use-table-watchers';

export type TableFlag = 'sitOutNextHand' | 'leaveAfterHand';

export interface LiveTable {
  /** The public view; undefined until the table's snapshot, and for good while the server has no table for the room. */
  view: TableView | undefined;
  /** The server has no table for the room (it refused the table's channel): the view will not come. */
  refused: boolean;
  /** Your cards and, on your turn, what you may do; only for the hand the public view shows. */
  mine: TablePrivateView | undefined;
  /**
   * Your seat's own state as the server last sent it (sitting out, your two boxes), whatever hand it came with: a
   * player who sits out may hold no cards in the hand being played.
   */
  seatState: Pick<TablePrivateView, 'sitOutNextHand' | 'leaveAfterHand' | 'sittingOut'> | undefined;
  /** How many signed-in users watch the table without a seat in play there; undefined until the server says. */
  watching: number | undefined;
  /** A request is on its way: the controls wait for its answer rather than send a second decision. */
  sending: boolean;
  act: (action: TableActRequest['action'], amount?: number) => Promise<Ack | undefined>;
  setFlag: (flag: TableFlag, value: boolean) => Promise<Ack | undefined>;
  /** "I'm back": play again from the next hand. */
  back: () => Promise<Ack | undefined>;
}

const reduceTable = (view: TableView, frame: ChannelFrame): TableView =>
  frame.event === 'table:state' ? (frame.data as TableStateFrame).view : view;

/**
 * The table of a room as the player sees it: `table:{id}` for everyone's view and `user:{id}` for the player's own
 * cards, merged; a seat's seed goes to each committed next hand (deal-seed.ts); `act` sends a decision stamped with the hand and the table `seq` it was taken on, so the server
 * refuses one taken on a stale view. A refusal's message is shown as a toast.
 */
export function useLiveTable(tableId: number | null, userId: number | undefined): LiveTable {
  const table = useChannel<TableView>(tableId === null ? null : `table:${tableId}`, reduceTable);
  const own = useChannel<UserPrivateState>(tableId === null || userId === undefined ? null : `user:${userId}`, reducePrivate);
  // Told when the table's channel is followed: listened to from the same render, so the first count is not missed.
  const watching = useTableWatchers(tableId);
  const [sending, setSending] = useState(false);
  usePaintMark(table.seq);

  const view = table.state ?? undefined;
  const seatState = view ? own.state?.tables?.find((entry) => entry.tableId === view.tableId) : undefined;
  const mine = seatState && seatState.handNumber === view?.hand?.handNumber ? seatState : undefined;

  // A seated player gives their seed to each hand the table commits to (provably fair deals), unasked.
  const nextHandKey = view?.nextDeal?.handKey;
  useEffect(() => {
    if (nextHandKey !== undefined) void contributeSeed(view, userId, realtime.request);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per committed hand, not per frame of the pause
  }, [nextHandKey, userId]);

  const send = useCallback(async (event: string, payload: TableActRequest | TableFlagRequest | TableBackRequest) => {
    setSending(true);
    try {
      const ack = await realtime.request(event, payload);
      if (!ack.ok) toast.error(ack.message);
      return ack;
    } finally {
      setSending(false);
    }
  }, []);

  const handNumber = view?.hand?.handNumber;
  const act = useCallback(
    async (action: TableActRequest['action'], amount?: number) => {
      if (tableId === null || handNumber === undefined) return undefined;
      const request: TableActRequest = { tableId, handNumber, seq: table.seq, action, ...(amount !== undefined && { amount }) };
      return send(TABLE_REQUESTS.act, request);
    },
    [tableId, handNumber, table.seq, send],
  );
  const setFlag = useCallback(
    async (flag: TableFlag, value: boolean) => (tableId === null ? undefined : send(TABLE_REQUESTS[flag], { tableId, value })),
    [tableId, send],
  );

  const back = useCallback(async () => (tableId === null ? undefined : send(TABLE_REQUESTS.back, { tableId })), [tableId, send]);

  return { view, refused: table.refused, mine, seatState, watching, sending, act, setFlag, back };
}

/** The user channel's state (its snapshot's shape): the private view of each hand the player holds cards in. */
interface UserPrivateState {
  tables?: TablePrivateView[];
}

/** A `table:private` frame replaces that table's entry; the snapshot (after a reconnect or a gap) brings them all. */
function reducePrivate(state: UserPrivateState, frame: ChannelFrame): UserPrivateState {
  if (frame.event !== 'table:private') return state;
  const { view } = frame.data as TablePrivateFrame;
  return { ...state, tables: [...(state?.tables ?? []).filter((entry) => entry.tableId !== view.tableId), view] };
}
