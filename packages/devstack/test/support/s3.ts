import { AwsClient } from 'aws4fetch';

/** What the gateway's tests sign with: identity-pool credentials or the server's pair. */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** An S3 client as a browser or the API would sign (SigV4, service s3, the local region). */
export function s3Client(credentials: SigningCredentials): AwsClient {
  return new AwsClient({
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    ...(credentials.sessionToken ? { sessionToken: credentials.sessionToken } : {}),
    service: 's3',
    region: 'local',
  });
}

/** The texts of every `<name>` element of an S3 XML answer. */
export function xmlValues(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1] ?? '');
}

/** The `<Code>` of an S3 error answer. */
export async function errorCode(response: Response): Promise<string | undefined> {
  return xmlValues(await response.text(), 'Code')[0];
}
