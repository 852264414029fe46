import type { Region } from '@lims/contract';
import { DomainError } from '@lims/domain';
import type { ServiceDeps } from '../../services.js';
import { findRegion, findRegionOfHost } from './regions.queries.js';

/** A Host header without its port, lower-cased: 'LIMS.example.in:443' is 'lims.example.in'. */
export const hostName = (host: string | undefined): string => (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');

/**
 * spec 000 §1: "A regional host selects the region, and the region selects the storage and
 * subscription endpoints." A host that is in no mapping gets the configured default region.
 */
export function createRegionsService({ db, config }: Pick<ServiceDeps, 'db' | 'config'>) {
  return {
    async regionOfHost(host: string | undefined): Promise<Region> {
      const region = (await findRegionOfHost(db, hostName(host))) ?? (await findRegion(db, config.defaultRegion));
      if (!region)
        throw new DomainError('not_configured', 'regionNotConfigured', { params: { host: hostName(host) || '' } });
      return region as Region;
    },
  };
}
export type RegionsService = ReturnType<typeof createRegionsService>;
