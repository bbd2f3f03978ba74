import type { SnapshotStep } from '../../runner-image/src/contract';

let nextId = 1;

/**
 * A snapshot step with the defaults the API stores (api-spec "Step"), for tests and benches that call the runner
 * engine directly. `extra` overrides any field (ids are unique unless given).
 */
export function snapshotStep(
  type: SnapshotStep['type'],
  action: string,
  extra: Partial<SnapshotStep> = {},
): SnapshotStep {
  return {
    id: nextId++,
    step_number: 0,
    type,
    action,
    use_vision: false,
    test_blueprint_module_id: null,
    api_request: null,
    trigger_run_config: null,
    disable_self_healing: false,
    click_count: 1,
    hold_start_duration: 0,
    hold_end_duration: 0,
    assert_images_count: 5,
    attached_file_ids: null,
    ...extra,
  };
}
