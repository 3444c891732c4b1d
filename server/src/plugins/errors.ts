// Every failure leaves as the contract's Error body. Validation failures name the field; database constraint
// failures become 4xx; anything unexpected is logged and answered 500 without internals.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { HttpError, type ErrorDetail } from '../errors';

/** `parentSchema` (the validators run `verbose`): the failing schema, whose `x-messages` give SPEC's words for a keyword. */
type AjvError = { keyword: string; instancePath: string; params: Record<string, unknown>; message?: string; parentSchema?: object };

export const specMessages: Record<string, string> = {
  password: 'Min. 8 characters with at least one capital letter, a number and a special character.',
  number: 'Please put in only the last ten digits of your phone number.',
};

function fieldOf(context: string, error: AjvError): string {
  const pathParts = error.instancePath.split('/').filter(Boolean);
  const extra = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof extra === 'string') pathParts.push(extra);
  return pathParts.length ? pathParts.join('.') : context;
}

/** The words the contract gives the failure (its schema's `x-messages`, SPEC section 5's), if any. */
const contractMessageOf = (error: AjvError) =>
  (error.parentSchema as { 'x-messages'?: Record<string, string> } | undefined)?.['x-messages']?.[error.keyword];

/** A format the contract gives a value, in the words of what the value should be. */
const formatWords: Record<string, string> = {
  email: 'E-mail must be valid',
  uuid: 'This is not a valid record id',
  date: 'This is not a date: write it as YYYY-MM-DD, such as 2026-01-31',
  'date-time': 'This is not a date and time: write it as 2026-01-31T09:00:00Z',
  uri: 'This is not a web address',
  'uri-reference': 'This is not a web address',
};

/** What a value of a JSON type is called, for a value of another type. */
const typeWords: Record<string, string> = {
  integer: 'Write a whole number',
  number: 'Write a number',
  boolean: 'Write true or false',
  string: 'Write text',
  array: 'Give a list',
  object: 'Give an object of named fields',
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The failure in words for whoever reads it: the contract's own (`x-messages`, SPEC section 5's), else words for the
 * keyword, never the validator's English ("must be a valid uuid") nor the pattern itself.
 */
function messageOf(field: string, error: AjvError): string {
  const last = field.split('.').at(-1) ?? field;
  const contractMessage = contractMessageOf(error);
  if (contractMessage) return contractMessage;
  const { params } = error;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return 'This Field is required';
    case 'additionalProperties':
      return 'is not an allowed field';
    case 'format':
      return formatWords[String(params.format)] ?? 'This value is not written the way this field takes it';
    case 'pattern':
      return specMessages[last] ?? 'This value is not written the way this field takes it';
    case 'type': {
      const types = [params.type].flat().map(String).filter((type) => type !== 'null');
      return typeWords[types[0] ?? ''] ?? 'This value is not accepted here';
    }
    case 'minimum':
      return `Use a number of at least ${limit}`;
    case 'exclusiveMinimum':
      return `Use a number above ${limit}`;
    case 'maximum':
      return `Use a number of at most ${limit}`;
    case 'exclusiveMaximum':
      return `Use a number below ${limit}`;
    case 'minLength':
      return `Use at least ${plural(limit, 'character')}`;
    case 'maxLength':
      return `Use at most ${plural(limit, 'character')}`;
    case 'minItems':
      return `Give at least ${plural(limit, 'item')}`;
    case 'maxItems':
      return `Give at most ${plural(limit, 'item')}`;
    case 'uniqueItems':
      return 'Give each item once';
    case 'enum':
      return `Choose one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `Use ${String(params.allowedValue)}`;
    default:
      return 'This value is not accepted here';
  }
}

export function validationDetails(context: string, errors: AjvError[]): ErrorDetail[] {
  return errors.map((error) => {
    const field = fieldOf(context, error);
    return { field, message: messageOf(field, error) };
  });
}

const pgConstraintErrors: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'A record with these details already exists' },
  '23503': { status: 409, message: 'This record is still in use or refers to one that does not exist' },
  '22P02': { status: 400, message: 'A value has the wrong form' },
  '22007': { status: 400, message: 'A date has the wrong form' },
  '22008': { status: 400, message: 'A date is out of range' },
  '22003': { status: 400, message: 'A number is out of range' },
  '22001': { status: 400, message: 'A value is too long' },
  // A NUL character (or one the database encoding cannot hold) in a text value.
  '22021': { status: 400, message: 'A value contains a character that is not allowed' },
  '22P05': { status: 400, message: 'A value contains a character that is not allowed' },
};

const sizeInWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** Fastify's own refusals of a body it cannot take, each with the status and code the contract gives them. */
type Refusal = { status: number; code: string; detail: ErrorDetail };
const refusal = (status: number, code: string, field: string, message: string): Refusal => ({ status, code, detail: { field, message } });
const unusableBodies: Record<string, (request: FastifyRequest) => Refusal> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) =>
    refusal(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'content-type',
      `A body of type ${String(request.headers['content-type'] ?? 'unknown').split(';')[0]} is not accepted here; send application/json`,
    ),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => refusal(400, 'BAD_REQUEST_BODY', 'body', 'The request body is empty but its type says JSON'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => refusal(400, 'BAD_REQUEST_BODY', 'body', 'The request body is not valid JSON'),
  FST_ERR_CTP_BODY_TOO_LARGE: (request) =>
    refusal(413, 'BODY_TOO_LARGE', 'body', `The request body is larger than the ${sizeInWords(request.routeOptions.bodyLimit)} this call takes`),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => refusal(400, 'BAD_REQUEST_BODY', 'body', 'The request body does not match its Content-Length'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => refusal(400, 'BAD_REQUEST_BODY', 'content-type', 'Send the file as multipart/form-data'),
};

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError & { validation?: AjvError[]; validationContext?: string; cause?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers ?? {}).send({ message: error.message, code: error.code, ...(error.details && { details: error.details }) });
    }
    if (error.validation) {
      const details = validationDetails(error.validationContext ?? 'request', error.validation);
      const first = details[0];
      // SPEC's messages say what is wrong on their own ('District Name must not be more than 15 characters').
      const spoken = error.validation[0] && contractMessageOf(error.validation[0]);
      return reply.status(400).send({
        message: spoken ? spoken : first ? `${first.field}: ${first.message}` : 'Validation failed: Please ensure all fields are filled correctly',
        code: 'VALIDATION_FAILED',
        details,
      });
    }
    const unusable = error.code ? unusableBodies[error.code] : undefined;
    if (unusable) {
      const { status, code, detail } = unusable(request);
      return reply.status(status).send({ message: detail.message, code, details: [detail] });
    }
    const pgCode = (error as { code?: string }).code ?? ((error.cause as { code?: string } | undefined)?.code);
    const constraint = pgCode ? pgConstraintErrors[pgCode] : undefined;
    if (constraint) return reply.status(constraint.status).send({ message: constraint.message, code: 'CONSTRAINT' });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
});
