import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from 'shared-events';
import { ROOM_MESSAGES, type Room } from 'shared-events/contracts';
import { toast } from 'shared-ui';
import { failureText } from '../api/failure-text';
import { tournamentScope } from '../api/room-queries';
import { joinRoom } from '../api/rooms.api';
import { joinRefusal } from './join-refusal';

// Only protected rooms ask: the dialog loads when one does.
const PasswordPromptDialog = lazy(() => import('./PasswordPromptDialog'));

interface JoinRequest {
  room: Room;
  password?: string;
}

/**
 * Joining a room (SPEC §5, §8), shared by the rooms page and the game stage: the client's own refusals first, a
 * password prompt for a protected room (left empty, nothing is sent), then the server's answer. `onJoined` gets
 * the room as the server answered it, the reader now seated. Render `prompt` where the hook is used.
 */
export function useJoinRoom(onJoined: (room: Room) => void) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Room>();
  const mutation = useMutation({
    mutationFn: ({ room, password }: JoinRequest) => joinRoom(room.id, password),
    onSuccess: (answer, { room }) => {
      toast.success(ROOM_MESSAGES.joined);
      void queryClient.invalidateQueries({ queryKey: tournamentScope(room.tournamentId) });
      onJoined(answer.room);
    },
    onError: (error) => toast.error(failureText(error, 'Failed to join room')),
  });

  const join = (room: Room) => {
    if (!sessionStore.getState().user) return void toast.error('You must be logged in to join a room');
    const refusal = joinRefusal(room);
    if (refusal) return void toast.error(refusal);
    if (room.hasPassword) return setAsking(room);
    mutation.mutate({ room });
  };

  const answerPrompt = (password: string) => {
    const room = asking;
    setAsking(undefined);
    if (room && password) mutation.mutate({ room, password });
  };

  const prompt = asking && (
    <Suspense fallback={null}>
      <PasswordPromptDialog roomLabel={asking.roomId} onSubmit={answerPrompt} onCancel={() => setAsking(undefined)} />
    </Suspense>
  );

  return { join, joiningRoomId: mutation.isPending ? mutation.variables.room.id : undefined, prompt };
}
