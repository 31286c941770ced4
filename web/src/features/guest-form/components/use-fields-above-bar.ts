import { useEffect } from 'react';

// Room kept between a field's last line (its error) and the bar, and above a field too tall.
const GAP_PX = 12;
const FIELD = 'input:not([type="hidden"]), select, textarea';

/**
 * A field's whole block: label, hint, control and error; an option's, its group of choices with
 * the group's error under the last one (never a fieldset of fields, as an address, too tall).
 */
const blockOf = (field: HTMLElement): HTMLElement =>
  field.closest<HTMLElement>('.field') ??
  field.closest('label.field-check')?.closest<HTMLElement>('.field-group') ??
  field.closest<HTMLElement>('.field-check') ??
  field;

const describedBy = (element: HTMLElement): HTMLElement[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .flatMap((id) => document.getElementById(id) ?? []);

/** How far a focused field's block, with what describes it (its error), reaches below `line`. */
const reachBelow = (field: HTMLElement, line: number) => {
  const block = blockOf(field);
  const parts = [block, ...describedBy(field), ...describedBy(block)];
  const bottom = Math.max(...parts.map((part) => part.getBoundingClientRect().bottom));
  return { top: block.getBoundingClientRect().top, below: bottom + GAP_PX - line };
};

/**
 * The guest pages' sticky action bar (.step-actions, at a phone's bottom edge) hides what is
 * under it. A field focused there, by a tap, Tab or "Continue" going to the first error, is
 * scrolled up until it and its error show above the bar: the browser's own scroll leaves a
 * field that shows in part where it is, and CSS scroll margins end at the control, not at a
 * group's error below its last choice. A block taller than the room shows from its top. The
 * same when the page shrinks under a focused field (a phone's keyboard opening: walk55).
 */
export const useFieldsAboveBar = (): void => {
  useEffect(() => {
    let frame = 0;
    const reveal = (field: EventTarget | null) => {
      if (!(field instanceof HTMLElement) || !field.matches(FIELD)) return;
      cancelAnimationFrame(frame);
      // After the browser's own scroll to the focused field, not before it.
      frame = requestAnimationFrame(() => {
        const bar = document.querySelector('.step-actions');
        if (!bar || bar.contains(field) || document.activeElement !== field) return;
        const { top, below } = reachBelow(field, bar.getBoundingClientRect().top);
        if (below > 0) window.scrollTo({ top: window.scrollY + Math.min(below, top - GAP_PX) });
      });
    };
    const revealFocused = (event: FocusEvent) => reveal(event.target);
    const revealActive = () => reveal(document.activeElement);
    const viewport = window.visualViewport;
    document.addEventListener('focusin', revealFocused);
    viewport?.addEventListener('resize', revealActive);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', revealFocused);
      viewport?.removeEventListener('resize', revealActive);
    };
  }, []);
};
