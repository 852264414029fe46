/**
 * A QC group's type (spec 002 §3 'QC group: name, department, type'), whose values the spec does
 * not give: the level of the control material, as controls are sold (level 1 normal, level 2
 * and 3 abnormal).
 */
export const qcLevels = ['level1', 'level2', 'level3'] as const;
export type QcLevel = (typeof qcLevels)[number];
