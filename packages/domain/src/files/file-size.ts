const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * spec 000 §9 "File viewer: ... sizes are shown in Bytes, KB, MB, GB or TB": 512 gives
 * '512 Bytes', 1536 gives '1.5 KB'; at most two decimals, trailing zeros dropped.
 */
export function formatFileSize(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? Math.round(value) : Number.parseFloat(value.toFixed(2))} ${units[unit]}`;
}
