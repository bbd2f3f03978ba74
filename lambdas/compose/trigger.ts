/**
 * Runs with every part: the trigger (POST /test_group_run/trigger_run), and the runner process, which records
 * progress, settles its run and triggers sub-runs.
 */
import { config } from '../../core/config';
import { logger } from '../../core/logger';
import { createRunsService } from '../services/runs';
import { currentRunStarter } from '../workflow/run-starter';
import { appsRepository } from './apps';
import { blueprints } from './blueprints';
import { planLimits } from './companies';
import { sequences } from './dynamo';
import { objects } from './objects';
import { once } from './once';
import { runsRepository } from './runs';

export const runs = once(() =>
  createRunsService({
    runs: runsRepository(),
    blueprints,
    apps: appsRepository(),
    sequences: sequences(),
    objects: objects(),
    plan: planLimits,
    starter: () => currentRunStarter(),
    runTimeoutSeconds: config().runTimeoutSeconds,
    log: (message, fields) => logger.info(message, fields),
  }),
);
