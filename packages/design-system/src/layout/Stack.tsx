import type { ComponentPropsWithoutRef, CSSProperties, ElementType } from 'react';
import styled from 'styled-components';

interface StackStyle {
  $gap: number;
  $direction: 'row' | 'column';
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}

const StackRoot = styled.div<StackStyle>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  gap: ${({ theme, $gap }) => theme.space($gap)};
  min-width: 0;
`;

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  /** Space between children in theme steps (4 px each); default 4 (16px). */
  gap?: number;
  direction?: 'row' | 'column';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  as?: ElementType;
}

/** Children in a row or column with even spacing. */
export function Stack({ gap = 4, direction = 'column', align, justify, wrap = false, ...rest }: StackProps) {
  return <StackRoot $gap={gap} $direction={direction} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}

export interface GridColumns {
  base: number;
  md?: number;
  lg?: number;
}

const GridRoot = styled.div<{ $columns: GridColumns; $gap: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns.base}, minmax(0, 1fr));
  gap: ${({ theme, $gap }) => theme.space($gap)};

  ${({ theme, $columns }) => ($columns.md ? `${theme.media.md} { grid-template-columns: repeat(${$columns.md}, minmax(0, 1fr)); }` : '')}
  ${({ theme, $columns }) => ($columns.lg ? `${theme.media.lg} { grid-template-columns: repeat(${$columns.lg}, minmax(0, 1fr)); }` : '')}
`;

export interface GridProps extends ComponentPropsWithoutRef<'div'> {
  /** Columns per width: `base` from 0, `md` from 768 px, `lg` from 1024 px. Default 1 / 2 / 3. */
  columns?: GridColumns;
  gap?: number;
  as?: ElementType;
}

/** Equal-width responsive columns (the spec's card grids of 1, 2 or 3 columns). */
export function Grid({ columns = { base: 1, md: 2, lg: 3 }, gap = 4, ...rest }: GridProps) {
  return <GridRoot $columns={columns} $gap={gap} {...rest} />;
}
