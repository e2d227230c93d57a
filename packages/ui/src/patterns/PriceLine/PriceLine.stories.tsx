import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '../../internal/variants';
import { PriceLine } from './PriceLine';
import { priceLineVariants } from './PriceLine.variants';

const meta = {
  title: 'Commerce/PriceLine',
  component: PriceLine,
  tags: ['autodocs'],
  args: { kind: 'phone', amount: 1155000 },
  argTypes: variantArgTypes(priceLineVariants),
} satisfies Meta<typeof PriceLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};
export const Rental: Story = { args: { kind: 'rental', amount: 29900 } };
export const Release: Story = { args: { kind: 'release', shipmentDate: '2025-03-14' } };
export const ReleaseDateUnknown: Story = { args: { kind: 'release', shipmentDate: null } };
export const Strong: Story = { args: { emphasis: 'strong' } };
export const Subtle: Story = { args: { emphasis: 'subtle', kind: 'rental', amount: 19900 } };
export const ZeroAmount: Story = { args: { amount: 0 } };
export const LargeAmount: Story = { args: { amount: 2_499_000_000 } };
export const MissingAmount: Story = { args: { amount: null } };

/** Every kind at every emphasis. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {priceLineVariants.emphasis.values.map((emphasis) => (
        <section key={emphasis} aria-label={emphasis} style={{ display: 'grid', gap: 6 }}>
          <PriceLine kind="phone" amount={1155000} emphasis={emphasis} />
          <PriceLine kind="rental" amount={29900} emphasis={emphasis} />
          <PriceLine kind="release" shipmentDate="2025-03-14" emphasis={emphasis} />
          <PriceLine kind="phone" amount={null} emphasis={emphasis} />
        </section>
      ))}
    </div>
  ),
};
