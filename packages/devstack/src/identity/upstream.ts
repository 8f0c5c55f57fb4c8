import {
  type CognitoAnswer,
  CognitoError,
  type CognitoJson,
  cognitoCall,
  cognitoRequest,
} from '@siyum/api/identity/cognito';

/** cognito-local as the proxy sees it: calls, and the pool behind a client or an issuer. */
export interface Upstream {
  /** Base URL, e.g. http://127.0.0.1:9229 (also its tokens' issuer domain). */
  readonly url: string;
  /** One call, answering errors too. */
  request(operation: string, body: CognitoJson): Promise<CognitoAnswer>;
  /** One call that must succeed (an error answer rejects with its `CognitoError`). */
  call(operation: string, body: CognitoJson): Promise<CognitoJson>;
  /** The pool a token's `iss` names, when cognito-local issued it. */
  poolOfIssuer(issuer: unknown): string | undefined;
  poolOfClient(clientId: unknown): Promise<string>;
  /** AdminGetUser, or undefined when there is no such user. */
  user(poolId: string, username: string): Promise<CognitoJson | undefined>;
}

export function upstreamAt(baseUrl: string): Upstream {
  const url = baseUrl.replace(/\/$/, '');
  const endpoint = `${url}/`;
  const poolByClient = new Map<string, string>();
  const request = (operation: string, body: CognitoJson) => cognitoRequest(endpoint, operation, body);
  const call = (operation: string, body: CognitoJson) => cognitoCall(endpoint, operation, body);
  return {
    url,
    request,
    call,
    poolOfIssuer(issuer) {
      if (typeof issuer !== 'string' || !issuer.startsWith(`${url}/`)) return undefined;
      return issuer.slice(url.length + 1);
    },
    async poolOfClient(clientId) {
      if (typeof clientId !== 'string' || clientId === '') {
        throw new CognitoError('InvalidParameterException', 'ClientId is required');
      }
      const cached = poolByClient.get(clientId);
      if (cached) return cached;
      const pools = ((await call('ListUserPools', { MaxResults: 60 })).UserPools ?? []) as { Id: string }[];
      for (const pool of pools) {
        const clients = ((await call('ListUserPoolClients', { UserPoolId: pool.Id, MaxResults: 60 }))
          .UserPoolClients ?? []) as { ClientId: string }[];
        for (const client of clients) poolByClient.set(client.ClientId, pool.Id);
      }
      const found = poolByClient.get(clientId);
      if (!found) throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
      return found;
    },
    async user(poolId, username) {
      const answer = await request('AdminGetUser', { UserPoolId: poolId, Username: username });
      return answer.status === 200 ? answer.body : undefined;
    },
  };
}
