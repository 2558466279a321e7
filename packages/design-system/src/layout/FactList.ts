import styled from 'styled-components';

/**
 * Label/value pairs in two columns (`<dt>` label, `<dd>` value): the details of an order, a
 * request or a contact. Long values (emails, addresses) wrap instead of widening the card.
 */
export const FactList = styled.dl<{ $spacious?: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme, $spacious }) => ($spacious ? `${theme.space(2)} ${theme.space(4)}` : `${theme.space(1)} ${theme.space(3)}`)};
  margin: 0;
  font-size: ${({ theme, $spacious }) => ($spacious ? 'inherit' : theme.fontSizes.sm)};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
