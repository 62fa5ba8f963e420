import { randomUUID } from 'node:crypto';
import type { Ack, ChannelFrame, SubscribeAck } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { emitWithAck } from './realtime-client';

/** Sends one `rt:request` as the client library does, with a fresh actionId unless one is given (a resend). */
export const request = <Result = unknown>(socket: Socket, event: string, payload: unknown, actionId: string = randomUUID()) =>
  emitWithAck<Ack<Result>>(socket, 'rt:request', event, { actionId, payload });

export const subscribe = (socket: Socket, channel: string) => emitWithAck<SubscribeAck>(socket, 'rt:subscribe', channel);

/** Records the `rt:frame`s a socket receives, in order. */
export function recordFrames(socket: Socket): ChannelFrame[] {
  const frames: ChannelFrame[] = [];
  socket.on('rt:frame', (frame: ChannelFrame) => frames.push(frame));
  return frames;
}

/** Resolves when the socket has received `count` frames (event-driven, no polling). */
export function framesArrived(socket: Socket, frames: ChannelFrame[], count: number, timeoutMs = 5_000): Promise<ChannelFrame[]> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (frames.length < count) return;
      clearTimeout(timer);
      socket.off('rt:frame', check);
      resolve(frames);
    };
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${count} frames; got ${frames.length}`)), timeoutMs);
    socket.on('rt:frame', check);
    check();
  });
}

/** Resolves when the server has closed the socket. */
export const disconnected = (socket: Socket) =>
  new Promise<void>((resolve) => (socket.disconnected ? resolve() : socket.once('disconnect', () => resolve())));
