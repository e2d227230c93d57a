/**
 * Variant maps are plain `as const` data: one definition gives the prop types, the style lookup
 * (a `Record` over the values, so a missing style is a type error) and the story controls.
 */
export interface VariantAxis<Value extends string = string> {
  readonly values: readonly Value[];
  readonly default: Value;
}

export type VariantMap = Readonly<Record<string, VariantAxis>>;

export function defineVariants<const Map extends VariantMap>(map: Map): Map {
  return map;
}

export type VariantValue<Axis extends VariantAxis> = Axis['values'][number];

export type VariantProps<Map extends VariantMap> = {
  [Key in keyof Map]?: VariantValue<Map[Key]>;
};

/** Storybook `argTypes` for every axis: a radio control over its values, its default shown. */
export function variantArgTypes<Map extends VariantMap>(map: Map) {
  return Object.fromEntries(
    Object.entries(map).map(([name, axis]) => [
      name,
      {
        control: { type: 'inline-radio' as const },
        options: [...axis.values],
        table: { defaultValue: { summary: axis.default } },
      },
    ]),
  ) as {
    [Key in keyof Map]: {
      control: { type: 'inline-radio' };
      options: string[];
      table: { defaultValue: { summary: string } };
    };
  };
}
