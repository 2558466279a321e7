import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button, controlStyles } from '@farmplate/design-system/core';
import { FieldFrame, useBoundField, type FieldBaseProps } from './fieldState';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';
const MEGABYTE = 1024 * 1024;

export interface ImageFieldMessages {
  /** Default: 'Image size must be less than {maxBytes in MB}MB'. */
  tooLarge?: string;
  /** Default: 'Only JPEG, PNG, GIF, and WebP images are allowed'. */
  wrongType?: string;
  /** Shown for a `required` field without a file or a current image. Default: 'No file selected'. */
  noFile?: string;
  /** Default: 'Failed to create image preview'. */
  previewFailed?: string;
}

export interface ImageFieldProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'name' | 'type' | 'value' | 'defaultValue' | 'accept' | 'required' | 'onChange' | 'onBlur' | 'onFocus'
    > {
  /** Largest accepted file; default 10 MB (spec §9 menu and profile images). */
  maxBytes?: number;
  /** Like the input's accept attribute; also checked on the chosen file. Default JPEG, PNG, GIF, WebP. */
  accept?: string;
  messages?: ImageFieldMessages;
  /** The saved image shown until another file is chosen (edit forms). */
  currentUrl?: string | null;
  previewAlt?: string;
  removeLabel?: string;
}

/** True when the file matches one entry of an accept list ('image/*', 'image/png', '.jpg'). */
export function matchesAccept(file: File, accept: string): boolean {
  const entries = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const type = file.type.toLowerCase();
  const fileName = file.name.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return fileName.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

const Picker = styled.input`
  ${controlStyles}
  padding: ${({ theme }) => theme.space(1)};
  cursor: pointer;

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};

  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const PreviewNote = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A final-form field holding a File (or null): checks type and size as soon as a file is chosen,
 * shows a preview of it (or of `currentUrl`), and offers to remove the choice.
 */
export function ImageField({
  name,
  label,
  hint,
  required,
  className,
  maxBytes = 10 * MEGABYTE,
  accept = IMAGE_TYPES,
  messages = {},
  currentUrl,
  previewAlt = 'Preview of the selected image',
  removeLabel = 'Remove image',
  ...rest
}: ImageFieldProps) {
  const text = {
    tooLarge: messages.tooLarge ?? `Image size must be less than ${Math.round((maxBytes / MEGABYTE) * 10) / 10}MB`,
    wrongType: messages.wrongType ?? 'Only JPEG, PNG, GIF, and WebP images are allowed',
    noFile: messages.noFile ?? 'No file selected',
    previewFailed: messages.previewFailed ?? 'Failed to create image preview',
  };
  const { input, ids, error, controlProps } = useBoundField<File | null>(
    name,
    {
      validate: (value: File | null | undefined) => {
        if (value instanceof File) {
          if (!matchesAccept(value, accept)) return text.wrongType;
          if (value.size > maxBytes) return text.tooLarge;
          return undefined;
        }
        return required && !currentUrl ? text.noFile : undefined;
      },
    },
    hint,
    required,
  );
  const pickerRef = useRef<HTMLInputElement>(null);
  const file = input.value instanceof File ? input.value : null;
  const [preview, setPreview] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });

  useEffect(() => {
    if (!file) {
      setPreview({ url: null, failed: false });
      return undefined;
    }
    let url: string;
    try {
      url = URL.createObjectURL(file);
    } catch {
      setPreview({ url: null, failed: true });
      return undefined;
    }
    setPreview({ url, failed: false });
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    input.onChange(chosen);
    // Touching the field shows a wrong type or size at once instead of after submit.
    input.onBlur();
  };

  const remove = () => {
    if (pickerRef.current) pickerRef.current.value = '';
    choose(null);
  };

  const shownUrl = file ? preview.url : (currentUrl ?? null);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} className={className}>
      <Picker
        {...rest}
        ref={pickerRef}
        {...controlProps}
        name={name}
        type="file"
        accept={accept}
        onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        onFocus={() => input.onFocus()}
      />
      {(file || shownUrl) && (
        <Preview>
          {shownUrl && !error && <img src={shownUrl} alt={file ? previewAlt : 'Current image'} />}
          {file && (
            <Button variant="ghost" size="sm" onClick={remove}>
              {removeLabel}
            </Button>
          )}
        </Preview>
      )}
      {file && preview.failed && <PreviewNote role="status">{text.previewFailed}</PreviewNote>}
    </FieldFrame>
  );
}
