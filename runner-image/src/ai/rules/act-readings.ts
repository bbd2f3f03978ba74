/**
 * The readings of one imperative, tried in order: each is a pattern of the step's words and what it means on the page.
 * The families live in their own modules; the order here decides between readings that match the same words ("select
 * 2 adult tickets" is tried on a stepper before it is a click, "increase the guests to 4" before it is a slider).
 */
import {
  CHECKBOX_READINGS,
  CLICK_READINGS,
  FIELD_READINGS,
  SLIDER_READINGS,
  UPLOAD_READINGS,
} from './act-readings-controls';
import {
  BACK_TO_READINGS,
  GO_TO_READINGS,
  NAVIGATION_READINGS,
  PAGER_READINGS,
  SCROLL_AND_KEY_READINGS,
  SEARCH_READINGS,
} from './act-readings-page';
import {
  ADD_READINGS,
  FILTER_READINGS,
  MARK_READINGS,
  NEW_ITEM_READINGS,
  RATING_READINGS,
  SIGN_IN_READINGS,
  SORT_READINGS,
  STEPPER_READINGS,
} from './act-readings-tasks';
import { WAIT_READINGS } from './act-waits';
import type { Handler } from './plan-state';
import { AMOUNT_READINGS } from './tasks-amounts';
import { ANSWER_READINGS } from './tasks-answers';
import { DETAIL_IN_DIALOG_READINGS, TASK_DETAIL_READINGS } from './tasks-details';
import { CONSENT_READINGS, PAY_READINGS } from './tasks-labelled';
import { NOTE_READINGS } from './tasks-notes';
import { OBJECT_READINGS } from './tasks-object-controls';
import { RANGE_READINGS } from './tasks-ranges';
import { REASON_READINGS } from './tasks-reasons';
import { SUPERLATIVE_READINGS } from './tasks-superlatives';
import { DATE_READINGS } from './tasks-widgets';

export const HANDLERS: Array<[RegExp, Handler]> = [
  ...DETAIL_IN_DIALOG_READINGS,
  ...NAVIGATION_READINGS,
  ...REASON_READINGS,
  ...WAIT_READINGS,
  ...SCROLL_AND_KEY_READINGS,
  ...RANGE_READINGS,
  ...SEARCH_READINGS,
  ...SIGN_IN_READINGS,
  ...MARK_READINGS,
  ...CONSENT_READINGS,
  ...PAY_READINGS,
  ...AMOUNT_READINGS,
  ...NEW_ITEM_READINGS,
  ...BACK_TO_READINGS,
  ...FILTER_READINGS,
  ...SUPERLATIVE_READINGS,
  ...ADD_READINGS,
  ...STEPPER_READINGS,
  ...RATING_READINGS,
  ...SLIDER_READINGS,
  ...SORT_READINGS,
  ...DATE_READINGS,
  ...FIELD_READINGS,
  ...ANSWER_READINGS,
  ...NOTE_READINGS,
  ...CHECKBOX_READINGS,
  ...UPLOAD_READINGS,
  ...OBJECT_READINGS,
  ...PAGER_READINGS,
  ...TASK_DETAIL_READINGS,
  ...CLICK_READINGS,
  ...GO_TO_READINGS,
];
