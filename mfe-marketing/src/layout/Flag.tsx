import type { Region } from '../region/region';

/** Small drawn flags (emoji flags are letters on many systems). Decorative beside the region code. */
export function Flag({ region }: { region: Region }) {
  if (region === 'ng') {
    return (
      <svg viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#FFFFFF" />
        <rect width="10" height="20" fill="#008751" />
        <rect x="20" width="10" height="20" fill="#008751" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 38 20" width="24" height="16" aria-hidden="true" focusable="false">
      <rect width="38" height="20" fill="#FFFFFF" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="38" height={20 / 13} fill="#B22234" />
      ))}
      <rect width="15.2" height={(20 * 7) / 13} fill="#3C3B6E" />
    </svg>
  );
}
