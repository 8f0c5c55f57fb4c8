import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributesOf,
  CognitoError,
  cognitoCall,
  cognitoRequest,
  errorTypeOf,
  operationOf,
} from '../src/identity/cognito';

describe('Cognito JSON client', () => {
  it.each([
    ['AWSCognitoIdentityProviderService.InitiateAuth', 'InitiateAuth'],
    ['AWSCognitoIdentityProviderService.', undefined],
    ['SomeOtherService.InitiateAuth', undefined],
    [undefined, undefined],
    [['AWSCognitoIdentityProviderService.GetUser'], undefined],
  ])('the target %j names %s', (target, operation) => {
    expect(operationOf(target)).toBe(operation);
  });

  it.each([
    [{ __type: 'NotAuthorizedException' }, 'NotAuthorizedException'],
    [{ __type: 'com.amazonaws.cognito.identity.idp.model#UserNotFoundException' }, 'UserNotFoundException'],
    [{ __type: 'CodeMismatchException:http://internal.amazon.com/' }, 'CodeMismatchException'],
    [{ message: 'no type' }, 'InternalErrorException'],
    [{ __type: 42 }, 'InternalErrorException'],
  ])('the error name of %j is %s', (body, type) => {
    expect(errorTypeOf(body)).toBe(type);
  });

  it('reads attributes by name, ignoring malformed entries', () => {
    expect(
      attributesOf({
        UserAttributes: [
          { Name: 'sub', Value: 'abc' },
          { Name: 'email' },
          null,
          { Name: 'custom:Zip', Value: '10001' },
        ],
      }),
    ).toEqual({ sub: 'abc', 'custom:Zip': '10001' });
    expect(attributesOf({})).toEqual({});
  });

  describe('over HTTP', () => {
    let server: Server;
    let endpoint: string;
    const seen: { target: unknown; contentType: unknown; body: string }[] = [];
    beforeAll(async () => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => {
          body += String(chunk);
        });
        request.on('end', () => {
          seen.push({
            target: request.headers['x-amz-target'],
            contentType: request.headers['content-type'],
            body,
          });
          const operation = String(request.headers['x-amz-target']).split('.').pop();
          if (operation === 'GetUser') return response.writeHead(200).end('{"Username":"u"}');
          if (operation === 'Broken') return response.writeHead(502).end('<html>bad gateway</html>');
          response.writeHead(400).end('{"__type":"NotAuthorizedException","message":"Invalid Access Token"}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends the operation in the target header and the body as Cognito JSON', async () => {
      expect(await cognitoCall(endpoint, 'GetUser', { AccessToken: 't' })).toEqual({ Username: 'u' });
      expect(seen.at(-1)).toEqual({
        target: 'AWSCognitoIdentityProviderService.GetUser',
        contentType: 'application/x-amz-json-1.1',
        body: '{"AccessToken":"t"}',
      });
    });

    it('an error answer rejects with its name, message and status', async () => {
      const error = await cognitoCall(endpoint, 'GlobalSignOut', {}).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CognitoError);
      expect(error).toMatchObject({
        type: 'NotAuthorizedException',
        message: 'Invalid Access Token',
        status: 400,
      });
    });

    it('a body that is not JSON is kept as the message', async () => {
      expect(await cognitoRequest(endpoint, 'Broken', {})).toEqual({
        status: 502,
        body: { message: '<html>bad gateway</html>' },
      });
    });
  });
});
