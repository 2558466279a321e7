import { useId } from 'react';
import { VisuallyHidden } from '@farmplate/design-system';
import styled from 'styled-components';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  format: (value: number) => string;
}

export interface BarChartProps {
  title: string;
  /** One label per bar group (month, day, hour). */
  labels: readonly string[];
  /** Bars: the first series; an optional second series is drawn as a line on its own scale. */
  bars: ChartSeries;
  line?: ChartSeries;
}

const Figure = styled.figure`
  margin: 0;

  svg {
    display: block;
    width: 100%;
    height: auto;
    max-height: 280px;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: 6px;
    vertical-align: -1px;
    background: var(--swatch);
  }
`;

const WIDTH = 600;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 36, left: 8 };

/**
 * A bar chart (with an optional line) in plain SVG: it scales to any width, so it reads at 360 px.
 * Screen readers get a one-line summary and the figures as a table.
 */
export function BarChart({ title, labels, bars, line }: BarChartProps) {
  const captionId = useId();
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(labels.length, 1);
  const scale = (values: readonly number[]) => {
    const max = Math.max(...values, 0);
    return (value: number) => (max > 0 ? (value / max) * plotHeight : 0);
  };
  const barHeight = scale(bars.values);
  const lineHeight = line ? scale(line.values) : () => 0;
  // label every bar when few, else every n-th so labels never overlap
  const labelEvery = Math.ceil(labels.length / 12);
  const peak = bars.values.reduce((best, value, index) => (value > (bars.values[best] ?? 0) ? index : best), 0);
  const summary =
    labels.length === 0
      ? `${title}: no data.`
      : `${title}: ${bars.label} from ${labels[0]} to ${labels.at(-1)}, highest ${bars.format(bars.values[peak] ?? 0)} in ${labels[peak]}.`;

  return (
    <Figure aria-labelledby={captionId}>
      <Legend aria-hidden="true">
        <li style={{ ['--swatch' as string]: '#2F6B3A' }}>{bars.label}</li>
        {line && <li style={{ ['--swatch' as string]: '#B45309' }}>{line.label}</li>}
      </Legend>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotHeight}
          y2={PAD.top + plotHeight}
          stroke="#6B7280"
        />
        {bars.values.map((value, index) => {
          const height = barHeight(value);
          return (
            <rect
              key={labels[index]}
              x={PAD.left + index * slot + slot * 0.15}
              y={PAD.top + plotHeight - height}
              width={slot * 0.7}
              height={height}
              fill="#2F6B3A"
            />
          );
        })}
        {line && (
          <polyline
            fill="none"
            stroke="#B45309"
            strokeWidth={2.5}
            points={line.values
              .map(
                (value, index) => `${PAD.left + index * slot + slot / 2},${PAD.top + plotHeight - lineHeight(value)}`,
              )
              .join(' ')}
          />
        )}
        {labels.map((label, index) =>
          index % labelEvery === 0 ? (
            <text
              key={label}
              x={PAD.left + index * slot + slot / 2}
              y={HEIGHT - 14}
              textAnchor="middle"
              fontSize={labels.length > 8 ? 14 : 16}
              fill="#374151"
            >
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption id={captionId}>{summary}</figcaption>
      <VisuallyHidden>
        <table>
          <caption>{`${title} as a table`}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">{bars.label}</th>
              {line && <th scope="col">{line.label}</th>}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{bars.format(bars.values[index] ?? 0)}</td>
                {line && <td>{line.format(line.values[index] ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
