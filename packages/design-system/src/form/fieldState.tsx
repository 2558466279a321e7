import { useId, type ReactNode } from 'react';
import { useField, type FieldRenderProps, type UseFieldConfig } from 'react-final-form';
import styled from 'styled-components';
import { FieldError, FieldHint, Label } from '@farmplate/design-system/core';

type FieldMeta = FieldRenderProps<unknown>['meta'];

/** Validators may return a message or a list of them (contracts' `validate` gives string[]). */
function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return error.find((item): item is string => typeof item === 'string' && item !== '');
  return undefined;
}

/**
 * The message a user should see: a validation error once the field was left or a submit was
 * tried, else the server's error for it (a 422 returned from onSubmit) until the field is edited.
 */
export function visibleError(meta: FieldMeta): string | undefined {
  const validationError = meta.touched || meta.submitFailed ? firstMessage(meta.error) : undefined;
  if (validationError) return validationError;
  return meta.dirtySinceLastSubmit ? undefined : firstMessage(meta.submitError);
}

/** Props every react-final-form adapter accepts beside its control's own props. */
export interface FieldBaseProps {
  name: string;
  label: ReactNode;
  /** Help text under the label, also read with the control. */
  hint?: ReactNode;
  /** Marks the label with * and sets aria-required (no native bubble: errors come from the form). */
  required?: boolean;
}

/** Stable ids tying a control to its hint and error. */
function useFieldIds() {
  const id = useId();
  return { controlId: `${id}-control`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

function describedBy(ids: ReturnType<typeof useFieldIds>, hint: ReactNode, error: string | undefined) {
  const list = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/**
 * One final-form field as every adapter uses it: the input props, the error the user should see,
 * and the props tying the control to its label, hint and error for assistive technology.
 */
// `any` by default, as in final-form's own useField: text, boolean and file fields all pass through here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- final-form's own default, see above
export function useBoundField<Value = any>(name: string, config: UseFieldConfig, hint: ReactNode, required?: boolean) {
  const { input, meta } = useField<Value>(name, config);
  const ids = useFieldIds();
  const error = visibleError(meta);
  const controlProps = {
    id: ids.controlId,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, hint, error),
  } as const;
  return { input, meta, ids, error, controlProps };
}

const Frame = styled.div`
  min-width: 0;
`;

const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

export function RequiredLabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </>
  );
}

interface FieldFrameProps {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, hint and error below: the layout of every text-like field. */
export function FieldFrame({ ids, label, hint, required, error, className, children }: FieldFrameProps) {
  return (
    <Frame className={className}>
      <Label htmlFor={ids.controlId}>
        <RequiredLabelText label={label} required={required} />
      </Label>
      {children}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Frame>
  );
}
