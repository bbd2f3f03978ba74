import type { ApiRequest, StepType } from '../../core/contract';
import { API_REQUEST_DEFAULTS } from '../../core/defaults';
import type { ErrorDetail } from '../../core/errors';
import { ActionFormatError, actionText, isRecordedStepType, parseRecordedAction } from '../../core/recorded-actions';
import type { StoredStep } from '../repositories/blueprints';
import { HTTP_METHODS, STEP_DEFAULTS, type StepInput } from '../schemas/blueprints';

/** A step after the rules that need no stored data; ids are given later. */
export type NormalizedStep = Omit<StoredStep, 'id'>;

/** An id in the request that must name something of the company, with where it was sent. */
export interface IdReference {
  id: number;
  path: string;
}

export interface NormalizedSteps {
  steps: NormalizedStep[];
  errors: ErrorDetail[];
  modules: IdReference[];
  triggers: IdReference[];
  files: IdReference[];
}

export interface StepContext {
  /** Steps of a test or of a module (modules accept deeplink everywhere and ignore attached files). */
  owner: 'test' | 'module';
  deviceType: 'browser' | 'android' | 'ios';
}

/** `{{name}}` at the start stands for a URL that a variable supplies at run time. */
const API_URL = /^(https?:\/\/\S+|\{\{[^}]+\}\}\S*)$/i;

/**
 * Applies the per-step rules of the spec and the decisions: unique step_number, non-empty `act` action, the
 * fields each type needs, recorded action formats, deeplink only on mobile tests, the legacy `module` type
 * (refused by the schema's enum). Returns the normalized steps (fields a type does not use set to null, api_request
 * defaults filled, object actions as JSON text), sorted by step_number, and every problem found.
 */
export function normalizeSteps(input: readonly StepInput[], ctx: StepContext, root = '/steps'): NormalizedSteps {
  const errors: ErrorDetail[] = [];
  const modules: IdReference[] = [];
  const triggers: IdReference[] = [];
  const files: IdReference[] = [];
  const numbers = new Map<number, number>();
  const steps: NormalizedStep[] = [];

  input.forEach((step, i) => {
    const at = `${root}/${i}`;
    const type = step.type as StepType;
    const seen = numbers.get(step.step_number);
    if (seen !== undefined) {
      errors.push({
        path: `${at}/step_number`,
        message: `must be unique; ${step.step_number} is also used by step ${seen}`,
      });
    } else {
      numbers.set(step.step_number, i);
    }

    let action: string;
    if (isRecordedStepType(type)) {
      try {
        parseRecordedAction(type, step.action);
      } catch (error) {
        if (!(error instanceof ActionFormatError)) throw error;
        errors.push({ path: `${at}/action`, message: `${error.message} for ${type} steps` });
      }
      action = actionText(step.action);
    } else if (typeof step.action !== 'string') {
      errors.push({ path: `${at}/action`, message: 'must be a string' });
      action = '';
    } else {
      action = step.action;
      if (type === 'act' && action.trim().length === 0) {
        errors.push({ path: `${at}/action`, message: 'must not be empty for act steps' });
      }
    }

    if (type === 'deeplink' && ctx.owner === 'test' && ctx.deviceType === 'browser') {
      errors.push({ path: `${at}/type`, message: 'deeplink steps need device_type android or ios' });
    }

    let moduleId: number | null = null;
    if (type === 'step_module') {
      if (step.test_blueprint_module_id == null) {
        errors.push({ path: `${at}/test_blueprint_module_id`, message: 'is required for step_module steps' });
      } else {
        moduleId = step.test_blueprint_module_id;
        modules.push({ id: moduleId, path: `${at}/test_blueprint_module_id` });
      }
    }

    let trigger: { test_blueprint_id: number } | null = null;
    if (type === 'trigger_run') {
      if (step.trigger_run_config == null) {
        errors.push({ path: `${at}/trigger_run_config`, message: 'is required for trigger_run steps' });
      } else {
        trigger = { test_blueprint_id: step.trigger_run_config.test_blueprint_id };
        triggers.push({ id: trigger.test_blueprint_id, path: `${at}/trigger_run_config/test_blueprint_id` });
      }
    }

    let apiRequest: ApiRequest | null = null;
    if (type === 'api') {
      const req = step.api_request;
      if (req == null) {
        errors.push({ path: `${at}/api_request`, message: 'is required for api steps' });
      } else {
        const method = req.method.toUpperCase();
        if (!(HTTP_METHODS as readonly string[]).includes(method)) {
          errors.push({ path: `${at}/api_request/method`, message: `must be one of: ${HTTP_METHODS.join(', ')}` });
        }
        if (!API_URL.test(req.url)) {
          errors.push({ path: `${at}/api_request/url`, message: 'must be a full http:// or https:// URL' });
        }
        apiRequest = {
          url: req.url,
          method,
          headers: (req.headers as Record<string, string> | null | undefined) ?? null,
          body: req.body ?? null,
          timeout: req.timeout ?? API_REQUEST_DEFAULTS.timeout,
          retries: req.retries ?? API_REQUEST_DEFAULTS.retries,
          backoff_seconds: req.backoff_seconds ?? API_REQUEST_DEFAULTS.backoff_seconds,
          should_refresh_page: req.should_refresh_page ?? API_REQUEST_DEFAULTS.should_refresh_page,
        };
      }
    }

    let attached: number[] | null = null;
    if (ctx.owner === 'test' && step.attached_file_ids != null) {
      attached = [...new Set(step.attached_file_ids)];
      step.attached_file_ids.forEach((id, j) => {
        files.push({ id, path: `${at}/attached_file_ids/${j}` });
      });
    }

    steps.push({
      step_number: step.step_number,
      type,
      action,
      use_vision: step.use_vision ?? STEP_DEFAULTS.use_vision,
      test_blueprint_module_id: moduleId,
      api_request: apiRequest,
      trigger_run_config: trigger,
      disable_self_healing: step.disable_self_healing ?? STEP_DEFAULTS.disable_self_healing,
      click_count: step.click_count ?? STEP_DEFAULTS.click_count,
      hold_start_duration: step.hold_start_duration ?? STEP_DEFAULTS.hold_start_duration,
      hold_end_duration: step.hold_end_duration ?? STEP_DEFAULTS.hold_end_duration,
      assert_images_count: step.assert_images_count ?? STEP_DEFAULTS.assert_images_count,
      attached_file_ids: attached,
    });
  });

  steps.sort((a, b) => a.step_number - b.step_number);
  return { steps, errors, modules, triggers, files };
}

/** Distinct module ids of step_module steps, in step order. */
export function moduleIdsOf(steps: readonly { type: string; test_blueprint_module_id: number | null }[]): number[] {
  const ids: number[] = [];
  for (const s of steps) {
    if (s.type === 'step_module' && s.test_blueprint_module_id !== null && !ids.includes(s.test_blueprint_module_id)) {
      ids.push(s.test_blueprint_module_id);
    }
  }
  return ids;
}
