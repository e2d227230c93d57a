import { vars } from '@quotemarket/ui';

/**
 * The series colours of the dashboard's charts, from the kit's tokens, in the order of the
 * categories; distinct enough side by side and each readable against the white surface.
 */
export const chartColours = [
  vars.color.primary,
  vars.color.success,
  vars.color.warning,
  vars.color.danger,
  vars.color.textSubtle,
  vars.color.star,
] as const;

export const colourAt = (index: number) => chartColours[index % chartColours.length]!;
