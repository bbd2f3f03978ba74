import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  ComparisonOperator,
  type IAlarmAction,
  type Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { OperationsSettings } from './operations-settings';

export interface ServiceAlarmsProps {
  readonly api: RestApi;
  readonly stateMachine: StateMachine;
  readonly settings: OperationsSettings;
}

/** Every alarm looks at 5-minute sums; no data (no traffic, no runs) is not an alarm. */
const PERIOD = Duration.minutes(5);

/**
 * What an operator is told about: group executions that failed (a task state out of retries, not a test that
 * failed: failing tests end in a succeeded execution), executions that ran into the execution limit (stuck runs:
 * a hung task, slots never freed), and the API answering 5xx. With `tas:alarmTopicArn` each alarm notifies that
 * SNS topic when it fires and when it clears.
 */
export class ServiceAlarms extends Construct {
  readonly failedExecutions: Alarm;
  readonly timedOutExecutions: Alarm;
  readonly api5xx: Alarm;

  constructor(scope: Construct, id: string, props: ServiceAlarmsProps) {
    super(scope, id);
    const { api, stateMachine, settings } = props;

    /** An alarm on a sum over `PERIOD` that reaches `threshold`; no data is no trouble. */
    const sumAlarm = (alarmId: string, alarmDescription: string, metric: Metric, threshold: number) =>
      new Alarm(this, alarmId, {
        alarmDescription,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    this.failedExecutions = sumAlarm(
      'FailedExecutions',
      'Run group executions failed: their runs were settled by the execution-ended rule',
      stateMachine.metricFailed({ period: PERIOD, statistic: 'Sum' }),
      settings.failedExecutionsAlarmThreshold,
    );
    this.timedOutExecutions = sumAlarm(
      'TimedOutExecutions',
      `Run group executions were still going after ${settings.executionTimeoutHours} h (stuck runs)`,
      stateMachine.metricTimedOut({ period: PERIOD, statistic: 'Sum' }),
      1,
    );
    this.api5xx = sumAlarm(
      'Api5xx',
      'The API answered 5xx (handler errors, timeouts or API Gateway faults)',
      api.metricServerError({ period: PERIOD, statistic: 'Sum' }),
      settings.api5xxAlarmThreshold,
    );

    if (settings.alarmTopicArn) {
      const action: IAlarmAction = new SnsAction(Topic.fromTopicArn(this, 'Topic', settings.alarmTopicArn));
      for (const alarm of [this.failedExecutions, this.timedOutExecutions, this.api5xx]) {
        alarm.addAlarmAction(action);
        alarm.addOkAction(action);
      }
    }
  }
}
