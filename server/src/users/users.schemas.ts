import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES as MESSAGES } from 'shared-events/contracts';
import { MAX_LENGTHS, nameField } from '../auth/auth.schemas';
import { imageFileSchema } from '../uploads/image-upload';
import { walletTransactionSchema } from '../wallet/wallet.schemas';

const security = [{ bearerAuth: [] }];
const tags = ['users'];

export const sessionUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    country: { type: 'string' },
    avatar: { type: ['string', 'null'] },
    balance: { type: 'number' },
    role: { type: 'string', enum: ['player', 'admin'] },
    registeredTournamentIds: { type: 'array', items: { type: 'integer' } },
  },
} as const;

const profileResponse = {
  type: 'object',
  properties: { ...sessionUserSchema.properties, user: sessionUserSchema },
} as const;

export const usersSchemas = {
  getProfile: {
    tags,
    security,
    summary: 'The signed-in user, incl. balance (fields at the top level and under `user`)',
    response: { 200: profileResponse },
  },
  updateProfile: {
    tags,
    security,
    summary: 'Change first name and country (the only writable fields; any other field is refused with 400)',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['firstName', 'country'],
      properties: {
        firstName: nameField('First name', MAX_LENGTHS.firstName, MESSAGES.firstNameRequired),
        country: nameField('Country', MAX_LENGTHS.country, MESSAGES.countryRequired),
      },
    },
    response: { 200: profileResponse },
  },
  changePassword: {
    tags,
    security,
    summary: 'Change the password; revokes every older token, closes open sockets and returns a fresh token',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['currentPassword', 'newPassword'],
      properties: {
        currentPassword: { type: 'string', minLength: 1, maxLength: MAX_LENGTHS.password, 'x-message': MESSAGES.currentPasswordRequired },
        newPassword: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: MAX_LENGTHS.password, 'x-message': MESSAGES.newPasswordMin },
        confirmPassword: { type: 'string', maxLength: MAX_LENGTHS.password, 'x-message': MESSAGES.newPasswordsDontMatch },
      },
    },
    response: { 200: { type: 'object', properties: { message: { type: 'string' }, token: { type: 'string' } } } },
  },
  tables: {
    tags,
    security,
    summary: 'The tables the player is seated at, across tournaments in play ("Back to my table")',
    response: {
      200: {
        type: 'object',
        required: ['tables'],
        properties: {
          tables: {
            type: 'array',
            items: {
              type: 'object',
              required: ['tableId', 'tournamentId', 'tournamentName'],
              properties: { tableId: { type: 'integer' }, tournamentId: { type: 'integer' }, tournamentName: { type: 'string' } },
            },
          },
        },
      },
    },
  },
  dashboard: {
    tags,
    security,
    summary: 'Balance, registrations and recent wallet activity for the dashboard',
    response: {
      200: {
        type: 'object',
        properties: {
          firstName: { type: 'string' },
          username: { type: 'string' },
          balance: { type: 'number' },
          currency: { type: 'string' },
          registeredTournamentIds: { type: 'array', items: { type: 'integer' } },
          upcomingTournaments: { type: 'integer' },
          runningTournaments: { type: 'integer' },
          recentTransactions: { type: 'array', items: walletTransactionSchema },
        },
      },
    },
  },
  uploadAvatar: {
    tags,
    security,
    summary: 'Upload an avatar: multipart field `avatar`, a PNG, JPEG or WebP image of at most 2 MB',
    consumes: ['multipart/form-data'],
    // For the OpenAPI document only: the route validates the upload itself (see avatar.routes.ts).
    body: { type: 'object', properties: { avatar: { type: 'string', format: 'binary' } } },
    response: { 200: { type: 'object', properties: { avatar: { type: 'string' }, user: sessionUserSchema } } },
  },
  avatarFile: imageFileSchema(tags, 'An uploaded avatar image (public; names are random and never reused)'),
};
