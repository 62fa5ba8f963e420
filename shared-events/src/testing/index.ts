/** Test helpers for module tests (never imported by application code). */
export { fakeApi, restoreApi, deferredReply, type Reply, type SentRequest } from './fake-api';
export { FakeSocket, type SentPacket } from './fake-socket';
export { tournamentFixture } from './tournament-fixture';
