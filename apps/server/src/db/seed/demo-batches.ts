import { listLimits, SampleListQuery } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

/**
 * The demo lab's sample batches (decision 0036), made through the batches service as its desk
 * would, from the samples drawn and on their way: one sent and rejected (the box arrived warm;
 * its sample is sent again), one received, and two sent and waiting at the lab's door. The lab
 * manages batches, so the batch screens are on.
 */
export async function createDemoBatches(services: ServiceRegistry, actor: LabActor): Promise<void> {
  const { accession, sampleBatches } = services;
  const { version, ...settings } = await accession.getSettings({ actor });
  await accession.updateSettings({ actor, input: { ...settings, batchManagement: true, version } });

  const onTheirWay = await services.samples.list({
    actor,
    query: SampleListQuery.parse({
      status: 'collected',
      inBatch: 'none',
      limit: listLimits.maxLimit,
      direction: 'asc',
    }),
  });
  const [first, second, third, fourth] = onTheirWay.items.map((sample) => sample.id);
  if (first === undefined || second === undefined || third === undefined || fourth === undefined) {
    throw new Error('The demo needs four samples on their way to the lab.');
  }
  const send = async (sampleIds: number[], details: { temperature: string; collectingPerson: string }) => {
    const { referenceNo } = await sampleBatches.nextReference({ actor });
    return (await sampleBatches.create({ actor, input: { referenceNo, sampleIds, ...details } })).batch;
  };
  const cold = { temperature: '2-8 °C', collectingPerson: 'Ravi Kumar' };

  const warm = await send([first], { temperature: 'Room temperature', collectingPerson: 'Suresh Patil' });
  await sampleBatches.decide({
    actor,
    id: warm.id,
    input: { decision: 'reject', version: warm.version, reason: 'The ice packs had melted: the box arrived warm.' },
  });
  const arrived = await send([fourth], cold);
  await sampleBatches.decide({ actor, id: arrived.id, input: { decision: 'receive', version: arrived.version } });
  await send([first, second], cold);
  await send([third], { ...cold, collectingPerson: 'Meena Joshi' });
}
