/**
 * "Apply the promo code FANFIRST", "redeem voucher SPRING-20", "use coupon SAVE10": the code typed into the field its
 * kind names, then that field's own Apply button pressed (the code is applied, not left typed). "Enter promo code X"
 * only types it, as any "enter".
 */
import type { ObservedElement } from '../contract';
import { indexOf, isAncestor } from './page-index';
import { unquote } from './phrasing';
import type { Handler } from './plan-state';
import { find } from './plan-state';

const KIND =
  '(?:(?:promo(?:tion(?:al)?)?|discount|coupon|voucher|gift\\s+card|referral|offer|access)\\s+code|coupon|voucher|gift\\s+card)';
const APPLY_WORDS = /^(?:apply|redeem|use|add|submit|go|ok|check)(?:\s+(?:code|coupon|voucher|it))?$/i;

export const CODE_READINGS: Array<[RegExp, Handler]> = [
  [
    new RegExp(`^(?:apply|use|redeem)\\s+(?:the\\s+|a\\s+|my\\s+|this\\s+)?(${KIND})\\s+("[^"]+"|'[^']+'|\\S+)$`, 'i'),
    (m, s) => {
      const field = find(s, `${m[1]} field`, 'fill');
      const { byRef } = indexOf(s.observation.elements);
      // Its own button: in the field's line or the one around it, named only for applying.
      const line = [field.parent, field.parent ? byRef.get(field.parent)?.parent : undefined].filter(
        (ref): ref is string => !!ref,
      );
      const buttons = s.observation.elements.filter(
        (e: ObservedElement) =>
          e.role === 'button' && APPLY_WORDS.test(e.name.trim()) && line.some((ref) => isAncestor(byRef, ref, e)),
      );
      const fill = { op: 'fill' as const, ref: field.ref, text: unquote(m[2] as string) };
      return buttons.length === 1 ? [fill, { op: 'click', ref: (buttons[0] as ObservedElement).ref }] : [fill];
    },
  ],
];
