import { useEffect, useState } from 'react';
import type { Position } from './use-onboarding';

/**
 * The browser's position, asked once when the page opens (spec 000 §2 "On load the page tries
 * the browser's geolocation"). Refused, unavailable or too slow: null, and the fields stay empty.
 */
export function useGeolocation() {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [position, setPosition] = useState<Position | null>(null);
  const [asking, setAsking] = useState(supported);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!current) return;
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        setAsking(false);
      },
      () => current && setAsking(false),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
    return () => {
      current = false;
    };
  }, [supported]);

  return { position, asking };
}
