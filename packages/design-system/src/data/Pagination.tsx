import styled from 'styled-components';

export interface PaginationProps {
  page: number;
  lastPage: number;
  /** Rows on this page: 'Showing {shown} of {total} results'. */
  shown?: number;
  /** With `to`: 'Showing {from} to {to} of {total} results' (the paged list's own fields). */
  from?: number | null;
  to?: number | null;
  total: number;
  onPageChange: (page: number) => void;
  /** false: only Previous, 'Page X of Y', Next (no numbered buttons). */
  numbered?: boolean;
  className?: string;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 36px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Page numbers to show: first, last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1].filter((n) => n >= 1 && n <= lastPage));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => {
    const previous = sorted[i - 1];
    return previous !== undefined && n - previous > 1 ? [null, n] : [n];
  });
}

export function Pagination({
  page,
  lastPage,
  shown,
  from,
  to,
  total,
  onPageChange,
  numbered = true,
  className,
}: PaginationProps) {
  const last = Math.max(1, lastPage);
  const summary =
    from != null && to != null
      ? `Showing ${from} to ${to} of ${total} results`
      : `Showing ${shown ?? 0} of ${total} results`;
  return (
    <Bar aria-label="Pagination" className={className}>
      <p>{summary}</p>
      <Pages>
        <li>
          <PageButton type="button" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            Previous
          </PageButton>
        </li>
        {numbered ? (
          pageWindow(page, last).map((n, i) =>
            n === null ? (
              <li key={`gap-${i}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={n}>
                <PageButton
                  type="button"
                  onClick={() => onPageChange(n)}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                >
                  {n}
                </PageButton>
              </li>
            ),
          )
        ) : (
          <li>
            Page {page} of {last}
          </li>
        )}
        <li>
          <PageButton type="button" onClick={() => onPageChange(page + 1)} disabled={page >= last}>
            Next
          </PageButton>
        </li>
      </Pages>
    </Bar>
  );
}
