/**
 * Cognito's JSON protocol (spec §7 "Identity provider"): POST, a JSON body, the operation named in
 * the `x-amz-target` header, errors as `{ __type, message }`. One client for every caller: the
 * server's GetUser (production and local), the local launcher's admin calls and the compatibility
 * proxy, both towards cognito-local and when it parses what the browser sends.
 */
export const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
export const COGNITO_CONTENT_TYPE = 'application/x-amz-json-1.1';

export type CognitoJson = Record<string, unknown>;

export interface CognitoAnswer {
  status: number;
  body: CognitoJson;
}

/** A failure as Cognito names it (`NotAuthorizedException`, …), with the HTTP status it answers. */
export class CognitoError extends Error {
  override name = 'CognitoError';
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface CognitoRequestOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** The operation a request's target header names, or undefined when it names none of Cognito's. */
export function operationOf(target: string | string[] | undefined): string | undefined {
  if (typeof target !== 'string' || !target.startsWith(COGNITO_TARGET_PREFIX)) return undefined;
  const operation = target.slice(COGNITO_TARGET_PREFIX.length);
  return operation === '' ? undefined : operation;
}

/**
 * The error name of an answer. AWS may qualify it (`com.amazonaws…#NotAuthorizedException`, or a
 * `:url` suffix); callers compare bare names.
 */
export function errorTypeOf(body: CognitoJson, fallback = 'InternalErrorException'): string {
  const raw = typeof body.__type === 'string' ? body.__type : '';
  const name = raw.split('#').pop()?.split(':')[0] ?? '';
  return name || fallback;
}

/** The error an unsuccessful answer stands for. */
export function errorOf(answer: CognitoAnswer, fallbackType?: string): CognitoError {
  const message = typeof answer.body.message === 'string' ? answer.body.message : '';
  return new CognitoError(errorTypeOf(answer.body, fallbackType), message, answer.status);
}

/** One call, answering whatever the provider said (errors too); rejects only when it cannot be reached. */
export async function cognitoRequest(
  endpoint: string,
  operation: string,
  body: CognitoJson,
  options: CognitoRequestOptions = {},
): Promise<CognitoAnswer> {
  const response = await (options.fetch ?? fetch)(endpoint, {
    method: 'POST',
    headers: { 'content-type': COGNITO_CONTENT_TYPE, 'x-amz-target': `${COGNITO_TARGET_PREFIX}${operation}` },
    body: JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { message: text };
  }
  const json = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  return { status: response.status, body: json as CognitoJson };
}

/** One call that must succeed: an error answer rejects with its `CognitoError`. */
export async function cognitoCall(
  endpoint: string,
  operation: string,
  body: CognitoJson,
  options?: CognitoRequestOptions,
): Promise<CognitoJson> {
  const answer = await cognitoRequest(endpoint, operation, body, options);
  if (answer.status < 200 || answer.status >= 300) throw errorOf(answer);
  return answer.body;
}

/** A user's attributes (`[{ Name, Value }]`, as GetUser and AdminGetUser answer them) by name. */
export function attributesOf(user: CognitoJson): Record<string, string> {
  const all: Record<string, string> = {};
  const list = Array.isArray(user.UserAttributes) ? (user.UserAttributes as unknown[]) : [];
  for (const entry of list) {
    const { Name, Value } = (entry ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof Name === 'string' && typeof Value === 'string') all[Name] = Value;
  }
  return all;
}
