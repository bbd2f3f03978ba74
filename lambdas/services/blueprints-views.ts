import type { BlueprintRecord, Referrer, StoredStep } from '../repositories/blueprints';

/** Step fields every response has. */
export function stepView(s: StoredStep) {
  return {
    id: s.id,
    step_number: s.step_number,
    type: s.type,
    action: s.action,
    use_vision: s.use_vision,
    test_blueprint_module_id: s.test_blueprint_module_id,
    api_request: s.api_request,
    trigger_run_config: s.trigger_run_config,
    disable_self_healing: s.disable_self_healing,
    click_count: s.click_count,
  };
}

/** Module responses (creation, retrieval, update, listing with steps) also show these. */
export function moduleStepView(s: StoredStep) {
  return {
    ...stepView(s),
    hold_start_duration: s.hold_start_duration,
    hold_end_duration: s.hold_end_duration,
    assert_images_count: s.assert_images_count,
    attached_file_ids: s.attached_file_ids,
  };
}

/** Steps returned by test creation carry the test's id. */
export function createdTestStepView(s: StoredStep, testId: number) {
  return { ...stepView(s), test_blueprint_id: testId };
}

/** A test blueprint's fields (never its credentials). */
export function testView(r: BlueprintRecord) {
  return {
    id: r.id,
    company_id: r.company_id,
    title: r.title,
    type: r.type,
    status: r.status,
    device_type: r.device_type,
    device_name: r.device_name,
    app_id: r.app_id,
    starting_url: r.starting_url,
    starting_prompt: r.starting_prompt,
    test_blueprint_category_id: r.test_blueprint_category_id,
    test_blueprint_category_name: r.test_blueprint_category_name,
    folder_path: r.folder_path,
    browser_zoom: r.browser_zoom,
    viewport_width: r.viewport_width,
    viewport_height: r.viewport_height,
    num_retries: r.num_retries,
    reset_browser_on_retry: r.reset_browser_on_retry,
    typing_speed: r.typing_speed,
    persist_self_healed: r.persist_self_healed,
    file_download_mode: r.file_download_mode,
    variables: r.variables,
    setup_module: r.setup_module,
    teardown_module: r.teardown_module,
    created_by: r.created_by,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** What listings and retrieval add to a test: counts, run state and files. */
export function testListingExtras(r: BlueprintRecord) {
  return { step_count: r.step_count, last_run: r.last_run, last_status: r.last_status, files: r.files };
}

/** A module's own fields. */
export function moduleView(r: BlueprintRecord) {
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    status: r.status,
    company_id: r.company_id,
    test_blueprint_category_id: r.test_blueprint_category_id,
    test_blueprint_category_name: r.test_blueprint_category_name,
    folder_path: r.folder_path,
    created_by: r.created_by,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** `test_blueprints_using_module` items. */
export function usageView(tests: readonly Referrer[]) {
  return tests.map((t) => ({ id: t.id, title: t.title, type: t.type }));
}
