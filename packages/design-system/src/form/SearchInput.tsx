import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { controlStyles } from './controls';

const Wrapper = styled.label`
  position: relative;
  display: block;
  width: 100%;
`;

const Field = styled.input`
  ${controlStyles}
  padding-left: ${({ theme }) => theme.space(9)};
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const Icon = styled.svg`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space(3)};
  width: 18px;
  height: 18px;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export interface SearchInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Accessible name of the search box (not shown; the placeholder is not a label). */
  label: string;
}

export function SearchInput({ label, className, ...rest }: SearchInputProps) {
  return (
    <Wrapper className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </Icon>
      <Field type="search" {...rest} />
    </Wrapper>
  );
}
