import { useEffect, useState } from 'react';

/** The speeds a replay plays at, and how long a step stays on screen at 1×. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
export const STEP_MS = 1200;

/** A replay's transport: the step shown, play and pause, a step back or forward, to the start or the end, the speed. */
export function useReplayPlayer(stepCount: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  const last = stepCount - 1;
  // Playing stops by itself at the last step: nothing is left to show.
  const running = playing && index < last;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setIndex((current) => Math.min(current + 1, last)), STEP_MS / speed);
    return () => clearTimeout(timer);
  }, [running, index, speed, last]);
  const go = (to: number) => {
    setPlaying(false);
    setIndex(Math.max(0, Math.min(to, last)));
  };
  return {
    index,
    playing: running,
    speed,
    setSpeed,
    // Play from the start once the end is reached.
    play: () => {
      if (index >= last) setIndex(0);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    back: () => go(index - 1),
    forward: () => go(index + 1),
    start: () => go(0),
    end: () => go(last),
    go,
  };
}
