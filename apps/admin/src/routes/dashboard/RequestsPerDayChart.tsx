import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { MarketDashboard } from '@quotemarket/contract';
import { colourAt } from './chartColours';

type Day = MarketDashboard['requestsByDay'][number];

const countIn = (categoryId: number) => (day: Day) =>
  day.byCategory.find((entry) => entry.categoryId === categoryId)?.count ?? 0;

/** 2026-11-07 → 11.07: the year is in the period line above. */
const shortDate = (date: string) => date.slice(5).replace('-', '.');

/**
 * Requests per Korean day, one stacked bar a day, one colour a main category. A picture of the
 * table below it, which holds the same figures for screen readers and for copying.
 */
export function RequestsPerDayChart({ dashboard }: { dashboard: MarketDashboard }) {
  return (
    <div role="img" aria-label="날짜별 견적 요청 막대 그래프. 같은 수치가 아래 표에 있어요.">
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={dashboard.requestsByDay} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={shortDate} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip labelFormatter={(date) => shortDate(String(date))} />
          <Legend />
          {dashboard.categories.map((category, index) => (
            <Bar
              key={category.id}
              dataKey={countIn(category.id)}
              name={category.name}
              stackId="requests"
              fill={colourAt(index)}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
