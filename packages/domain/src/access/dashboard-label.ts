/** The flags of a lab user that decide what the dashboard calls them (spec 000 §6). */
export interface DashboardFlags {
  admin: boolean;
  financeManager: boolean;
  sampleAccess: boolean;
  labAccess: boolean;
}

export const dashboardLabels = ['Admin', 'Complete Operations', 'Finance', 'Technician', 'Receptionist'] as const;
export type DashboardLabel = (typeof dashboardLabels)[number];

/**
 * spec 000 §6: "admin gives 'Admin'; finance manager with sample access or lab gives
 * 'Complete Operations'; finance manager alone gives 'Finance'; sample access or lab alone
 * gives 'Technician'; otherwise 'Receptionist'."
 */
export function dashboardLabel(flags: DashboardFlags): DashboardLabel {
  if (flags.admin) return 'Admin';
  const operations = flags.sampleAccess || flags.labAccess;
  if (flags.financeManager) return operations ? 'Complete Operations' : 'Finance';
  return operations ? 'Technician' : 'Receptionist';
}
