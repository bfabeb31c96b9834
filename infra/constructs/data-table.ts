import {
  AttributeType,
  Billing,
  ProjectionType,
  StreamViewType,
  TableV2,
  type Attribute,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE, type KeyAttribute } from '#shared/table.ts';
import { removalPolicyOf, type StageSettings } from '../stages';

const attribute = (key: KeyAttribute): Attribute => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/**
 * The single table, exactly as shared/table.ts describes it: keys, every GSI
 * (projection ALL), the TTL attribute and the stream. TableV2 synthesizes
 * AWS::DynamoDB::GlobalTable, which the local cloud reads to create its copy.
 * A stage that keeps its data (prod) keeps the table through a stack deletion,
 * with deletion protection and point-in-time recovery; dev's goes with its stack.
 */
export class DataTable extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: { stage: StageSettings }) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: attribute(TABLE.partitionKey),
      sortKey: attribute(TABLE.sortKey),
      billing: Billing.onDemand(),
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
      dynamoStream: StreamViewType[TABLE.streamView],
      globalSecondaryIndexes: TABLE.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
        projectionType: ProjectionType.ALL,
      })),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: props.stage.keepData },
      deletionProtection: props.stage.keepData,
      removalPolicy: removalPolicyOf(props.stage),
    });
  }
}
