/**
 * How carriers are compared: answers and catalogue write them differently ("LG U+", "LGU+",
 * "lg u+"), so spaces and case are ignored. The SQL side applies the same rule.
 */
export function normalizeProperty(value: string): string {
  return value.replaceAll(' ', '').toLowerCase();
}
