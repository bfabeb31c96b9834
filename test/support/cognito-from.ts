import { Agent } from 'node:http';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { cloud } from './cloud-info';

/**
 * A browser's Cognito client (through the shim) calling from `address`, one
 * of this machine's loopback addresses (all of 127.0.0.0/8), for tests that
 * meet the shim as a particular caller would (its lockouts, and the web ACL's
 * refusal of SignUp from the browser's client, decision 0054).
 */
export function cognitoFrom(address: string): CognitoIdentityProviderClient {
  // 127.0.0.1, not localhost: a connection from an IPv4 address cannot reach ::1.
  const endpoint = cloud().cognitoShimUrl.replace('//localhost:', '//127.0.0.1:');
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    // The SDK builds its HTTP handler from these options.
    requestHandler: { httpAgent: new Agent({ localAddress: address }) },
  });
}
