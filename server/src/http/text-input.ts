/**
 * How request text is read, as two Ajv plugins for the route schemas: keywords that trim or NFKC-normalise a string
 * before its other rules (the handler gets the result) and refuse characters with a message of their own; and no
 * string of a request may hold a lone surrogate or U+FFFD, whatever its route's schema says.
 */

import type { default as Ajv, ErrorObject, ValidateFunction } from 'ajv';

type DataValidationCxt = NonNullable<Parameters<ValidateFunction>[1]>;
type StringRule = ((text: string) => boolean) & { errors?: Partial<ErrorObject>[] };

const TRANSFORMS = {
  trim: (text: string) => text.trim(),
  NFKC: (text: string) => text.normalize('NFKC'),
} as const;

export type TextTransform = keyof typeof TRANSFORMS;

/** A character rule of a string field: text matching `pattern` (a unicode regular expression) is refused with `message`. */
export interface RefusedCharacters {
  pattern: string;
  message: string;
}

export const REFUSED_CHARACTERS_KEYWORD = 'x-refuse';

/**
 * `'x-transform': 'trim' | 'NFKC'` on a string field is applied first, so length and pattern rules see the
 * result; `'x-refuse': RefusedCharacters[]` runs after them (Ajv checks allOf/not before any string rule, so it
 * could not see a trimmed value).
 */
export function addTextKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: 'x-transform',
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: Object.keys(TRANSFORMS) },
    modifying: true,
    before: 'maxLength',
    errors: false,
    validate(transform: TextTransform, text: string, _schema: unknown, context?: DataValidationCxt) {
      if (context?.parentData) context.parentData[context.parentDataProperty] = TRANSFORMS[transform](text);
      return true;
    },
  });
  ajv.addKeyword({
    keyword: REFUSED_CHARACTERS_KEYWORD,
    type: 'string',
    schemaType: 'array',
    errors: true,
    compile(rules: RefusedCharacters[]) {
      const compiled = rules.map(({ pattern, message }) => ({ regex: new RegExp(pattern, 'u'), message }));
      const validate: StringRule = (text: string) => {
        const broken = compiled.find(({ regex }) => regex.test(text));
        if (!broken) return true;
        validate.errors = [{ keyword: REFUSED_CHARACTERS_KEYWORD, message: broken.message, params: {} }];
        return false;
      };
      return validate;
    },
  });
  return ajv;
}

export const BROKEN_TEXT_KEYWORD = 'wellFormedText';

/**
 * A lone surrogate cannot be stored as UTF-8 (it became U+FFFD on the way to the database), and U+FFFD is what
 * the body reader makes of bytes that are not UTF-8: either means the text is not what the client meant.
 */
const BROKEN_TEXT = /\p{Cs}|\uFFFD/u;

export function brokenTextMessage(field: string): string {
  return `${field} must be well-formed Unicode text (no lone surrogates or undecodable bytes).`;
}

/** The instance path of the first string (or key) holding broken text; iterative, as a body may nest deeply. */
function brokenTextPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = 0; next < pending.length; next += 1) {
    const [current, path] = pending[next];
    if (typeof current === 'string') {
      if (BROKEN_TEXT.test(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (BROKEN_TEXT.test(key)) return path;
        pending.push([child, `${path}/${key}`]);
      }
    }
  }
  return undefined;
}

/** Every validator Ajv compiles (bodies, query strings, parameters, headers) also refuses broken text once its schema passes. */
export function refuseBrokenText(ajv: Ajv): Ajv {
  const compile = ajv.compile.bind(ajv);
  // Fastify passes the request as parent data (so a keyword may change a root value) only where schemaEnv is set.
  ajv.compile = ((schema: object, meta?: boolean) => {
    const validate = compile(schema, meta);
    const checked = ((data: unknown, dataContext?: DataValidationCxt) => {
      const valid = validate(data, dataContext);
      checked.errors = validate.errors;
      if (valid !== true) return valid;
      const instancePath = brokenTextPath(data);
      if (instancePath === undefined) return true;
      checked.errors = [{ keyword: BROKEN_TEXT_KEYWORD, instancePath, schemaPath: '#', params: {}, message: 'must be well-formed Unicode text' }];
      return false;
    }) as ValidateFunction;
    return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
  }) as Ajv['compile'];
  return ajv;
}
