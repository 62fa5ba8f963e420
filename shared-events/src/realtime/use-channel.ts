import { useEffect, useRef, useState } from 'react';
import type { ChannelFrame, ChannelName } from '../contracts/realtime';
import { realtime } from '../socket';

/** Folds one frame into the state; pure, as React may call it twice. */
export type ChannelReducer<State, Data = unknown> = (state: State, frame: ChannelFrame<Data>) => State;

/** A screen's state of a channel: undefined until its snapshot, then each frame folded in. */
export interface ChannelState<State> {
  state: State | undefined;
  /** The `seq` the state is at (0 before the snapshot). */
  seq: number;
  /** The server refused the channel (no such table, not allowed): no state comes unless it accepts it later. */
  refused: boolean;
}

const NOT_SYNCED = { state: undefined, seq: 0, refused: false };

/** Follows `channel` while the component is mounted (null: none); another channel starts again from its snapshot. */
export function useChannel<State, Data = unknown>(channel: ChannelName | null, reduce: ChannelReducer<State, Data>): ChannelState<State> {
  const [current, setCurrent] = useState<ChannelState<State>>(NOT_SYNCED);
  // The reducer may be a new function each render; following the channel again for it would ask a snapshot.
  const reducer = useRef(reduce);
  reducer.current = reduce;
  useEffect(() => {
    setCurrent(NOT_SYNCED);
    if (!channel) return;
    return realtime.subscribe<State, Data>(channel, {
      onSnapshot: ({ state, seq }) => setCurrent({ state, seq, refused: false }),
      onFrame: (frame) =>
        setCurrent((previous) =>
          previous.state === undefined ? previous : { state: reducer.current(previous.state, frame), seq: frame.seq, refused: false },
        ),
      onRefused: () => setCurrent((previous) => ({ ...previous, refused: true })),
    });
  }, [channel]);
  return current;
}
