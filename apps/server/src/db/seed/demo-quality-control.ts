import { CreateQcGroup, RecordQcRun } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

interface DemoControl {
  name: string;
  level: 'level1' | 'level2';
  device: string;
  department: string;
  lotNumber: string;
  test: string;
  mean: number;
  sd: number;
  unit: string;
  /** The last run's distance from the mean in SDs: beyond 3 rejects it (1-3s). */
  lastRunSds: number;
}

/**
 * The demo's controls (issue 15): Bio-Rad's Lyphochek diabetes controls on the HbA1c analyser and
 * a glucose control on the chemistry analyser, with their manufacturers' typical targets.
 */
export const demoControls: DemoControl[] = [
  {
    name: 'Lyphochek Diabetes Level 1',
    level: 'level1',
    device: 'Bio-Rad D-10',
    department: 'Biochemistry',
    lotNumber: '33861',
    test: 'HBA1C',
    mean: 5.4,
    sd: 0.15,
    unit: '%',
    lastRunSds: 3.4,
  },
  {
    name: 'Lyphochek Diabetes Level 2',
    level: 'level2',
    device: 'Bio-Rad D-10',
    department: 'Biochemistry',
    lotNumber: '33862',
    test: 'HBA1C',
    mean: 9.8,
    sd: 0.3,
    unit: '%',
    lastRunSds: 0.6,
  },
  {
    name: 'Multiqual Glucose Level 1',
    level: 'level1',
    device: 'Beckman Coulter AU480',
    department: 'Biochemistry',
    lotNumber: '45691',
    test: 'FBS',
    mean: 92,
    sd: 3,
    unit: 'mg/dL',
    lastRunSds: -1.2,
  },
];

/** A control's daily results scatter within 1.8 SD, the same on every seed (no random source). */
const scatter = (day: number, control: number) => Math.sin(day * 2.39 + control * 1.7) * 1.8;

/** Twenty days of runs before today's. */
export const demoQcDays = 20;

/**
 * QC groups and twenty days of morning runs, through the QC services, after the demo's results
 * are saved: today's run of the HbA1c Level 1 control fails 1-3s, so the HbA1c reports saved since
 * yesterday's good run show 'QC Hold' until someone resolves it.
 */
export async function createDemoQualityControl(
  services: ServiceRegistry,
  actor: LabActor,
  { testIds, now }: { testIds: ReadonlyMap<string, number>; now: Date },
): Promise<void> {
  const options = await services.qcGroups.options({ actor });
  for (const [controlIndex, control] of demoControls.entries()) {
    const device = options.devices.find((candidate) => candidate.name === control.device);
    const department = options.departments.find((candidate) => candidate.name === control.department);
    const testId = testIds.get(control.test);
    if (!device || !department || testId === undefined) throw new Error(`demo control ${control.name} has no device`);
    const group = await services.qcGroups.create({
      actor,
      input: CreateQcGroup.parse({
        name: control.name,
        departmentId: department.id,
        level: control.level,
        deviceId: device.id,
        lotNumber: control.lotNumber,
        tests: [{ testId, targetMean: control.mean, targetSd: control.sd, unit: control.unit }],
      }),
    });
    for (let day = demoQcDays; day >= 0; day -= 1) {
      const sds = day === 0 ? control.lastRunSds : scatter(day, controlIndex);
      // Every morning before the first patient; today's run a few minutes ago.
      const measuredAt = new Date(now.getTime() - day * 86_400_000 - (day === 0 ? 5 * 60_000 : 2 * 3_600_000));
      await services.qcRuns.record({
        actor,
        groupId: group.id,
        input: RecordQcRun.parse({
          measuredAt: measuredAt.toISOString(),
          values: [{ testId, value: Math.round((control.mean + sds * control.sd) * 100) / 100 }],
          comment: null,
        }),
      });
    }
  }
}
