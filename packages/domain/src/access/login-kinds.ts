/** Each kind of person signs in through their own page (spec 000 §1, DESIGN.md Auth). */
export const loginKinds = ['lab', 'doctor', 'organisation', 'patient', 'support'] as const;
export type LoginKind = (typeof loginKinds)[number];
