/** The FarmPlate mark: a leaf on a plate. Decorative; the wordmark or a label names the link. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#2F6B3A" />
      <circle cx="16" cy="16" r="10.5" fill="#FFFBF3" />
      <path d="M11 21c0-6 4-10 10-10 0 6-4 10-10 10z" fill="#A8492A" />
      <path d="M11 21l6-6" stroke="#FFFBF3" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
