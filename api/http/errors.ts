/** Typed HTTP errors; one onError handler turns them into `{ message, errors? }`. */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 502;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  /** The refusal of a wrong capability token (a signed link's token or hash): it counts against the client address. */
  readonly wrongToken: boolean;

  constructor(
    status: HttpError['status'],
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string>; wrongToken?: boolean } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.wrongToken = options.wrongToken ?? false;
  }
}

/** The same refusal, marked as a wrong capability token (api/http/token-guard.ts). */
export const wrongToken = (error: HttpError) =>
  new HttpError(error.status, error.message, { ...(error.errors ? { errors: error.errors } : {}), headers: error.headers, wrongToken: true });

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = (message = 'Authentication is required.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new HttpError(409, message, errors ? { errors } : {});
/** A card the gateway did not approve: its message, for the payer. */
export const paymentDeclined = (message: string) => new HttpError(402, message);
/** A service we depend on refused or failed the request (the card gateway). */
export const badGateway = (message: string) => new HttpError(502, message);
export const tooLarge = (message: string) => new HttpError(413, message);
export const unsupportedType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts. Please wait a minute and try again.', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
