import { CfnResource, type IAspect, Lazy, Stack } from 'aws-cdk-lib';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { IConstruct } from 'constructs';

/**
 * Drops a function's and a state machine's `DependsOn` of their own role. The CDK writes it although the resource
 * already names the role with `Fn::GetAtt` (which orders the two by itself), and cfn-lint warns of each (W3005). The
 * other dependencies, such as the role's default policy, stay.
 */
export class RoleDependencies implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof LambdaFunction) && !(node instanceof StateMachine)) return;
    const resource = node.node.defaultChild;
    const role = node.role?.node.defaultChild;
    if (!(resource instanceof CfnResource) || !(role instanceof CfnResource)) return;
    resource.addOverride(
      'DependsOn',
      // Lazy: the construct-level dependencies become the resource's only when the app is prepared for synthesis.
      Lazy.list({
        produce: () => {
          const stack = Stack.of(resource);
          const ids = resource
            .obtainDependencies()
            .filter((d): d is CfnResource => d instanceof CfnResource && d !== role)
            .map((d) => stack.resolve(d.logicalId) as string);
          return ids.length > 0 ? [...new Set(ids)].sort() : undefined;
        },
      }),
    );
  }
}
