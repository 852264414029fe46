import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { labSession } from '../session/test-session';
import { TrialBanner } from './TrialBanner';

const dayMs = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * dayMs).toISOString();
const receptionist = {
  ...labSession,
  admin: false,
  user: { ...labSession.user, flags: { ...labSession.user.flags, admin: false } },
};

describe('the trial banner (spec 000 §1 15-day trial; issue 8)', () => {
  it('shows nothing for a lab without a trial', () => {
    renderPage(<TrialBanner />);
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it('shows every user the days left, counting a part of a day as a day', () => {
    renderPage(<TrialBanner />, { session: { ...receptionist, trialEndsAt: inDays(9.5) } });
    expect(screen.getByTestId('trial-banner').textContent).toBe('Days left in your trial: 10');
  });

  it('tells the admin, once it has ended, that the lab only reads and how to continue', () => {
    renderPage(<TrialBanner />, { session: { ...labSession, trialEndsAt: inDays(-1) } });
    const banner = screen.getByTestId('trial-banner');
    expect(banner.textContent).toContain('The trial has ended. You can still read everything, but not make changes.');
    expect(banner.textContent).toContain('contact our support team to continue your subscription');
  });

  it('tells anyone else to ask their admin', () => {
    renderPage(<TrialBanner />, { session: { ...receptionist, trialEndsAt: inDays(-1) } });
    const banner = screen.getByTestId('trial-banner');
    expect(banner.textContent).toContain('The trial has ended.');
    expect(banner.textContent).toContain('Ask your admin to continue the subscription.');
    expect(banner.textContent).not.toContain('support team');
  });

  it('speaks the user’s language', async () => {
    const { i18n } = await import('../i18n/i18n');
    const { loadBundledTexts } = await import('../i18n/language-texts');
    i18n.addResourceBundle('fr', 'translation', await loadBundledTexts('fr'), true, true);
    await i18n.changeLanguage('fr');
    try {
      renderPage(<TrialBanner />, { session: { ...labSession, trialEndsAt: inDays(3) } });
      expect(screen.getByTestId('trial-banner').textContent).toBe('Jours restants de votre essai : 3');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
