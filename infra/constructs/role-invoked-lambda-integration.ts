import {
  HttpIntegrationType,
  HttpRouteIntegration,
  IntegrationCredentials,
  PayloadFormatVersion,
  type HttpRouteIntegrationBindOptions,
  type HttpRouteIntegrationConfig,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/**
 * A Lambda proxy integration that API Gateway calls with one shared role
 * instead of a resource-based permission on each function. CDK's
 * HttpLambdaIntegration adds an AWS::Lambda::Permission per route; with ~85
 * routes those alone pushed the stack past CloudFormation's 500-resource
 * limit. The role (MemberHttpApi's invoker) may invoke exactly the route
 * table's functions, so the grant is as narrow as the permissions were.
 */
export class RoleInvokedLambdaIntegration extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: IFunction,
    private readonly invoker: IRole,
  ) {
    super(id);
  }

  bind(_options: HttpRouteIntegrationBindOptions): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: IntegrationCredentials.fromRole(this.invoker),
    };
  }
}
