import { Image } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useCan } from '../../../app/session/access';
import { labLogoUrl } from '../api/lab-logo-api';
import { useLabProfile } from '../hooks/use-lab-profile';

interface LabLogoProps {
  /** Its height in pixels; its width follows the image, up to `maxWidth` (three times the height by default). */
  height: number;
  maxWidth?: number;
  /** Empty where the lab's name is written beside it, so a screen reader does not say it twice. */
  alt: string;
  /** What stands in its place when the lab has no logo, or it cannot be shown. */
  fallback: ReactNode;
}

/** The lab's logo where the lab shows itself: the app header and Settings > Lab profile. */
export function LabLogo({ height, maxWidth = height * 3, alt, fallback }: LabLogoProps) {
  const allowed = useCan()('files.read');
  const { data } = useLabProfile({ enabled: allowed });
  const [failedId, setFailedId] = useState<number | null>(null);
  const logo = allowed ? data?.logo : null;
  if (!logo || failedId === logo.id) return fallback;
  return (
    <Image
      src={labLogoUrl(logo)}
      alt={alt}
      h={height}
      w="auto"
      maw={maxWidth}
      fit="contain"
      style={{ flexShrink: 0 }}
      onError={() => setFailedId(logo.id)}
    />
  );
}
