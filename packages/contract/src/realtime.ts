import { z } from 'zod';

/** spec 000 §7 Real-time: "channels for waiting list, registration, concurrent login, smart report and sample updates". */
export const realtimeChannels = [
  'waiting-list',
  'registration',
  'concurrent-login',
  'smart-report',
  'samples',
  'outsourcing',
] as const;
export const RealtimeChannel = z.enum(realtimeChannels);
export type RealtimeChannel = z.infer<typeof RealtimeChannel>;

export const RealtimeMessage = z.object({ channel: RealtimeChannel, payload: z.unknown() });
export type RealtimeMessage = z.infer<typeof RealtimeMessage>;

/** Sent on 'concurrent-login' to a tab whose session a newer sign-in has ended. */
export const ConcurrentLoginPayload = z.object({ reason: z.literal('concurrent_login') });
export type ConcurrentLoginPayload = z.infer<typeof ConcurrentLoginPayload>;

/**
 * Sent on 'registration' to the whole lab when a patient is registered or their record changes,
 * so that every open patient list and card of the lab reloads it (spec 000 §7 Real-time).
 */
export const registrationEventKinds = ['registered', 'registeredAgain', 'updated'] as const;
export const RegistrationPayload = z.object({ patientId: z.number().int(), kind: z.enum(registrationEventKinds) });
export type RegistrationPayload = z.infer<typeof RegistrationPayload>;
