import { idParams, ID_PATTERN } from '../http/id-params';
import { EXPORT_FORMATS } from './hand-exports';

const security = [{ bearerAuth: [] }];
const tags = ['hand history'];

// An enumeration as a pattern: a pattern failure answers the field's x-message, an enum failure only a generic text.
const format = {
  type: 'string',
  pattern: `^(${EXPORT_FORMATS.join('|')})$`,
  'x-message': `format must be ${EXPORT_FORMATS.join(' or ')}.`,
  description: 'phh: the PHH format (https://phh.readthedocs.io); pokerstars: PokerStars hand history text, as trackers import',
};
const file = { 200: { type: 'string', description: 'The file (text/plain, as an attachment)' } };

export const handExportSchemas = {
  hand: {
    tags,
    security,
    summary: 'One hand the signed-in player played, as a file from their side (.phh or PokerStars .txt); 404 HAND_NOT_FOUND for another’s',
    params: idParams,
    querystring: { type: 'object', required: ['format'], additionalProperties: false, properties: { format } },
    response: file,
  },
  history: {
    tags,
    security,
    summary: 'The signed-in player’s hands, oldest first, as one file (.phhs or PokerStars .txt), of one tournament with tournamentId',
    querystring: {
      type: 'object',
      required: ['format'],
      additionalProperties: false,
      properties: {
        format,
        tournamentId: { type: 'string', pattern: ID_PATTERN, 'x-message': 'tournamentId must be a positive whole number.' },
      },
    },
    response: file,
  },
};
