import 'altcha';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaChallengeUrl } from '../api/onboarding-api';

interface CaptchaWidgetProps {
  /** The solution to send with stage 1, or null while there is none (unsolved, expired, failed). */
  onSolution: (payload: string | null) => void;
}

/**
 * The ALTCHA proof of work (DESIGN.md: self-hosted, no outside call): the browser solves the
 * challenge the server signed, and stage 1 sends the solution, which the server accepts once.
 * The widget is a web component; it is imported here only, so it loads with this page alone.
 */
export function CaptchaWidget({ onSolution }: CaptchaWidgetProps) {
  const { t } = useTranslation();
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      onSolution(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [onSolution]);

  const strings = JSON.stringify({
    label: t('onboarding.captcha.label'),
    verifying: t('onboarding.captcha.verifying'),
    verified: t('onboarding.captcha.verified'),
    error: t('onboarding.captcha.error'),
    expired: t('onboarding.captcha.expired'),
    waitAlert: t('onboarding.captcha.waitAlert'),
    verificationRequired: t('onboarding.captcha.verificationRequired'),
  });

  return (
    <altcha-widget
      ref={widget}
      challengeurl={captchaChallengeUrl}
      strings={strings}
      hidefooter
      // Its logo is a link hidden from screen readers yet focusable (axe: aria-hidden-focus).
      hidelogo
      style={{ '--altcha-max-width': '100%', '--altcha-border-radius': 'var(--mantine-radius-md)' }}
    />
  );
}
