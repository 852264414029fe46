import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addAreaEnglish } from '../app/i18n/apply-locales';
import { areasWithOwnEnglish } from '../app/i18n/language-texts';

// jsdom lacks the layout APIs Mantine asks for; these stand-ins answer "no match, no size".
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: NoResizeObserver });
}

Object.assign(window, { scrollTo: () => {} });

afterEach(() => {
  cleanup();
});

// Pages are rendered here on their own, not through the routes that load their area's English.
await Promise.all(areasWithOwnEnglish.map(addAreaEnglish));
