import { defineArea } from '../../platform/areas/area.js';
import { type CaptchaService, createCaptchaService } from './captcha.service.js';
import { onboardingRoutes } from './onboarding.routes.js';
import { createPlacesService, type PlacesService } from './places.service.js';
import { createSignupService, type SignupService } from './signup.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    captcha: CaptchaService;
    places: PlacesService;
    signups: SignupService;
  }
}

/** The self-service account setup (spec 000 §2): a new owner opens a lab alone, before any sign-in. */
export const onboardingArea = defineArea({
  name: 'onboarding',
  services: {
    captcha: (deps) => createCaptchaService(deps),
    places: () => createPlacesService(),
    signups: (deps) => createSignupService(deps),
  },
  routes: [onboardingRoutes],
});
