import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MarketDashboard } from '@quotemarket/contract';
import { formatNumber, formatWon } from '@quotemarket/ui';
import { colourAt } from './chartColours';

/** How many models the chart draws: the most quoted; the table lists them all. */
const modelsDrawn = 10;

/** 1,320,000 → 132만: an axis has room for the size, not the exact amount. */
const tenThousands = (amount: number) => `${formatNumber(Math.round(amount / 10_000))}만`;

/** The median all-in cost of the most quoted models, as horizontal bars. */
export function AllInCostChart({ dashboard }: { dashboard: MarketDashboard }) {
  const models = dashboard.allInCostByModel.slice(0, modelsDrawn);
  return (
    <div
      role="img"
      aria-label={`견적이 많은 모델 ${models.length}개의 총 비용 중앙값 막대 그래프. 같은 수치가 아래 표에 있어요.`}
    >
      <ResponsiveContainer width="100%" height={Math.max(160, models.length * 36)}>
        <BarChart data={models} layout="vertical" accessibilityLayer={false}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" tickFormatter={tenThousands} />
          <YAxis type="category" dataKey="productName" width={160} />
          <Tooltip formatter={(value) => formatWon(Number(value))} />
          <Bar
            dataKey="medianAllInCost"
            name="총 비용 중앙값"
            fill={colourAt(0)}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
