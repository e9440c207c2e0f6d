import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LogoProps {
  size: number;
  /** Beside the product name the image adds nothing for screen readers. */
  isDecorative?: boolean;
}

export function Logo({ size, isDecorative = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Image
      src="/logo.svg"
      alt={isDecorative ? '' : t('common.logoAlt')}
      w={size}
      h={size}
      width={size}
      height={size}
      fit="contain"
    />
  );
}
