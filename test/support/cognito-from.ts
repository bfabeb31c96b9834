import { Agent } from 'node:http';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { cloud } from './cloud-info';

/**
 * A browser's Cognito client (through the shim) calling from `address`, one
 * of this machine's loopback addresses (all of 127.0.0.0/8): the shim limits
 * sign-ups per source address as the user pool's WAF rule does (decision
 * 0033), so tests that are not about that limit sign up as different people.
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
