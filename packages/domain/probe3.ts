import { datePresetRange, datePresets, rangeFloor, rangeCeiling, formatRangeDate } from './src/dates/date-range.ts';
const fmt = (d: Date, tz: string) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(d) + '.' + String(d.getUTCMilliseconds()).padStart(3,'0');
const zones = ['Asia/Kolkata', 'Asia/Dubai', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'UTC', 'Asia/Kathmandu'];
const byZone: Record<string, number> = {};
for (const tz of zones) for (let t = Date.UTC(2023,0,1); t < Date.UTC(2025,0,1); t += 3_600_000 * 3 + 60_000 * 17) {
  const now = new Date(t);
  for (const p of datePresets) {
    const r = datePresetRange(p, now, tz);
    const ok = r.from <= r.to && fmt(r.from, tz) === '00:00:00.000' && fmt(r.to, tz) === '23:59:59.999' && (['yesterday','lastWeek','lastMonth','lastQuarter','lastYear'].includes(p) || (r.from <= now && r.to >= now));
    if (!ok) { byZone[tz] = (byZone[tz] ?? 0) + 1; if (byZone[tz] < 3) console.log(tz, p, now.toISOString(), r.from.toISOString(), r.to.toISOString()); }
  }
}
console.log(JSON.stringify(byZone));
const now = new Date('2024-05-15T20:00:00Z');
for (const p of datePresets) { const r = datePresetRange(p, now, 'Asia/Kolkata'); console.log(p, r.from.toISOString(), r.to.toISOString()); }
console.log(rangeFloor('Asia/Kolkata').toISOString(), rangeCeiling(now, 'Asia/Kolkata').toISOString(), formatRangeDate(now,'Asia/Kolkata'));
