import type { FromSchema } from 'json-schema-to-ts';
import { MAX_RUNS_PER_TRIGGER } from '../../core/defaults';
import { idSchema } from './ids';

/** Which tests a trigger runs when it names no ids: the company's active `integration` tests matching every filter. */
export const runSelectionSchema = {
  type: 'object',
  description:
    'At least one filter; filters combine with AND. Resolves to the active integration tests that match, oldest first.',
  properties: {
    folder_path: {
      type: 'string',
      minLength: 1,
      maxLength: 1024,
      description: 'The folder and all its subfolders.',
    },
    test_blueprint_category_id: { ...idSchema, description: 'A test suite of the company.' },
    search: {
      type: 'string',
      minLength: 1,
      maxLength: 256,
      description: "Case-insensitive substring of the title (as the listing's search).",
    },
  },
} as const;

export const triggerRunBody = {
  type: 'object',
  description: 'Exactly one of `test_blueprint_ids` and `selection`.',
  properties: {
    dry_run: {
      type: 'boolean',
      description:
        'With a `selection` only: answer the ids of the tests it matches (200, any number of them) and start nothing.',
    },
    test_blueprint_ids: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_RUNS_PER_TRIGGER,
      items: idSchema,
    },
    selection: runSelectionSchema,
    variables: {
      type: 'object',
      description:
        "Values for every run of this trigger, by variable key: they replace the test's variables of the same key (as text variables) and add the others.",
      maxProperties: 200,
      additionalProperties: { type: 'string', maxLength: 10_000 },
    },
    starting_url_base: {
      type: 'string',
      maxLength: 2048,
      pattern: '^https?://\\S+$',
      description:
        'An origin (http(s)://host[:port]) that replaces the scheme, host and port of every starting URL of the runs, keeping path, query and fragment.',
    },
    run_timeout_seconds: {
      type: 'integer',
      minimum: 1,
      maximum: 86_400,
      description:
        "The run limit of every run of this trigger, in seconds, at most the service's (30 minutes unless configured otherwise): a run still going then is stopped and fails. On AWS a browser run whose limit fits the Lambda lane (10 minutes by default) runs there and starts in seconds.",
    },
  },
} as const;
export type TriggerRunBody = FromSchema<typeof triggerRunBody>;
export type RunSelectionInput = FromSchema<typeof runSelectionSchema>;
