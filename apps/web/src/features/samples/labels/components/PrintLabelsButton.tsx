import type { SampleLabelFormat } from '@lims/contract';
import { isLanguageCode, labelFormatsOf, printProtocols } from '@lims/domain';
import { Button, type ButtonProps, Menu } from '@mantine/core';
import { IconBarcode, IconChevronDown, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../app/session/access';
import { labelsPath } from '../api/labels-api';
import { useBarcodeSettings } from '../hooks/use-barcode-settings';

export interface PrintLabelsButtonProps {
  /** The samples to label, one label each, in this order. */
  sampleIds: readonly number[];
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** A PDF opens in a tab of its own to print; ZPL is saved for the label printer's software. */
const linkOf = (href: string, format: SampleLabelFormat) =>
  format === 'pdf' ? { href, target: '_blank', rel: 'noopener' } : { href, download: '' };

const formatIcons = { pdf: IconFileTypePdf, zpl: IconPrinter } as const;
const formatTexts = { pdf: 'sampleLabels.printPdf', zpl: 'sampleLabels.printZpl' } as const;

/**
 * Prints the barcode labels of these samples as the lab's print protocol says (spec 002 §9;
 * docs/decisions/0033): 0 the PDF sheet, 1 ZPL for a label printer, 2 a menu of both. Shown
 * only to those who may print labels (samples.labels).
 */
export function PrintLabelsButton({ sampleIds, size = 'sm', variant = 'default' }: PrintLabelsButtonProps) {
  const { t, i18n } = useTranslation();
  const allowed = useCan()('samples.labels');
  const settings = useBarcodeSettings({ enabled: allowed });
  if (!allowed) return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const hrefOf = (format: SampleLabelFormat) =>
    labelsPath(sampleIds, format, isLanguageCode(language) ? language : undefined);
  const formats = labelFormatsOf(settings.data?.printProtocol ?? printProtocols.pdfSheet);
  const icon = <IconBarcode size={16} stroke={1.5} />;

  if (sampleIds.length === 0) {
    return (
      <Button size={size} variant={variant} leftSection={icon} disabled>
        {t('sampleLabels.print')}
      </Button>
    );
  }
  const [only] = formats;
  if (formats.length === 1 && only) {
    return (
      <Button component="a" {...linkOf(hrefOf(only), only)} size={size} variant={variant} leftSection={icon}>
        {t('sampleLabels.print')}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          size={size}
          variant={variant}
          leftSection={icon}
          rightSection={<IconChevronDown size={14} stroke={1.5} />}
        >
          {t('sampleLabels.print')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('sampleLabels.chooseFormat')}</Menu.Label>
        {formats.map((format) => {
          const FormatIcon = formatIcons[format];
          return (
            <Menu.Item
              key={format}
              component="a"
              {...linkOf(hrefOf(format), format)}
              leftSection={<FormatIcon size={16} stroke={1.5} />}
            >
              {t(formatTexts[format])}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
