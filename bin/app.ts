import { App } from 'aws-cdk-lib';
import { TestAutomationStack } from '../lib/aws/stack';

const app = new App();

new TestAutomationStack(app, 'TestAutomationService', {
  description: 'Hosted test automation: REST API, single-table DynamoDB and the artifacts bucket.',
});
