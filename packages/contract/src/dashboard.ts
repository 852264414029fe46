import { z } from 'zod';

/**
 * The counts of the lab's day on the dashboard, in the order the page shows them. Each belongs
 * to the area that owns what it counts: registration, billing, samples, reports.
 */
export const todayCountKeys = [
  'patientsRegistered',
  'bills',
  'samplesPending',
  'reportsPending',
  'reportsReady',
] as const;
export const TodayCountKey = z.enum(todayCountKeys);
export type TodayCountKey = z.infer<typeof TodayCountKey>;

/**
 * One count. `available` is false, with no number and no page, until the area that owns it
 * exists: the dashboard says 'not available yet' rather than showing a zero that is not true.
 */
export const TodayCount = z
  .discriminatedUnion('available', [
    z.object({
      key: TodayCountKey,
      available: z.literal(true),
      value: z.number().int().min(0),
      /** The web page that lists what was counted. */
      href: z.string(),
    }),
    z.object({ key: TodayCountKey, available: z.literal(false), value: z.null(), href: z.null() }),
  ])
  .meta({ id: 'TodayCount' });
export type TodayCount = z.infer<typeof TodayCount>;

export const TodayCounts = z
  .object({
    /** The lab's calendar day the counts are for, in its time zone. */
    date: z.iso.date(),
    timeZone: z.string(),
    counts: z.array(TodayCount),
  })
  .meta({ id: 'TodayCounts' });
export type TodayCounts = z.infer<typeof TodayCounts>;
