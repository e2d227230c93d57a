// A page's main-thread work as Lighthouse's `mainthread-work-breakdown` audit sums it from the trace:
// each top-level task's self time by kind, multiplied by the simulated CPU slowdown (4× on mobile).
import type { Result } from 'lighthouse';

/**
 * The kinds the issue names, and Lighthouse's 'other': a task's own time outside every event the
 * trace names (the largest part on a busy machine). Paint, GC and HTML parsing are in the total.
 */
export interface MainThreadWork {
  scriptEvaluationMs: number;
  scriptParseMs: number;
  styleLayoutMs: number;
  otherMs: number;
  mainThreadMs: number;
}

interface BreakdownItem {
  group?: string;
  duration?: number;
}

export function mainThreadWorkOf(result: Result): MainThreadWork {
  const audit = result.audits['mainthread-work-breakdown'];
  const items = (audit?.details as { items?: BreakdownItem[] } | undefined)?.items ?? [];
  const groupMs = (group: string) =>
    Math.round(items.find((item) => item.group === group)?.duration ?? 0);
  return {
    scriptEvaluationMs: groupMs('scriptEvaluation'),
    scriptParseMs: groupMs('scriptParseCompile'),
    styleLayoutMs: groupMs('styleLayout'),
    otherMs: groupMs('other'),
    mainThreadMs: Math.round(audit?.numericValue ?? Number.NaN),
  };
}
