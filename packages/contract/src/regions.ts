import { z } from 'zod';

/** spec 000 §1 and §9: "Regional hosts map to regions IN, US, UK, UAE, EU". */
export const regionCodes = ['IN', 'US', 'UK', 'UAE', 'EU'] as const;
export const RegionCode = z.enum(regionCodes);
export type RegionCode = z.infer<typeof RegionCode>;

export const Region = z.object({
  code: RegionCode,
  name: z.string(),
  storageEndpoint: z.string(),
  subscriptionEndpoint: z.string(),
});
export type Region = z.infer<typeof Region>;

export const RegionResponse = z.object({ host: z.string(), region: Region });
export type RegionResponse = z.infer<typeof RegionResponse>;
