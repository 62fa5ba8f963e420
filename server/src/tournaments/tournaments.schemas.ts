import { idParams } from '../http/id-params';
import { imageFileSchema } from '../uploads/image-upload';

/** JSON schemas of the tournaments routes: ids travel as digit strings, bodies accept no unknown fields. */

type Security = Array<Record<string, string[]>>;

const security: Security = [{ bearerAuth: [] }];
const tags = ['tournaments'];
/** Reads that work anonymously but use the token when one is sent. */
const optionalSecurity: Security = [{}, { bearerAuth: [] }];

const emptyBody = { type: 'object', additionalProperties: false, properties: {} };

export const tournamentSchemas = {
  list: {
    tags,
    summary: 'The lobby list: upcoming and running first, finished up to 7 days back; isRegistered and canReEnter for the token’s user',
    security: optionalSecurity,
  },
  detail: {
    tags,
    summary: "One tournament with its registered players (public fields; a player's e-mail only to that player and to admins)",
    security: optionalSecurity,
    params: idParams,
  },
  results: {
    tags,
    summary: "A tournament's finishing places and prizes, 1st first; empty with paidOut false until the results are recorded",
    params: idParams,
  },
  register: {
    tags,
    summary: 'Register: pays the entry fee from the wallet into the prize pool (late registration included)',
    security,
    params: idParams,
    body: {
      type: 'object',
      additionalProperties: false,
      // The client's view of its balance is accepted for compatibility and never used: the server's balance decides.
      properties: { userResultBalance: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 64 }, { type: 'null' }] } },
    },
  },
  unregister: { tags, summary: 'Unregister before the start: refunds the entry fee paid', security, params: idParams },
  bannerFile: imageFileSchema(tags, "A tournament's banner as an admin uploaded it (public; names are random and never reused)"),
  enterLobby: {
    tags,
    summary: 'Enter the lobby of a tournament the user is registered for, between start and end',
    security,
    params: idParams,
    body: emptyBody,
  },
};
