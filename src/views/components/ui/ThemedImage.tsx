import type { ImgHTMLAttributes } from 'react';
import { useAppliedTheme } from '../../theme/themeContext';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  light: string;
  /** The variant for the dark theme; without one the light image shows in both. */
  dark?: string | null;
  alt: string;
}

/**
 * An image with light and dark variants that swaps with the applied theme (also live, in system mode).
 * Usage: <ThemedImage light={logoUrl} dark={logoDarkUrl} alt={instituteName} className="h-16" />
 * It also carries data-src-light/data-src-dark, the plain-HTML form of the same contract (docs/design-system.md).
 */
export function ThemedImage({ light, dark, alt, ...rest }: ThemedImageProps) {
  const theme = useAppliedTheme();
  const darkSrc = dark ?? light;
  return (
    <img
      {...rest}
      alt={alt}
      src={theme === 'dark' ? darkSrc : light}
      data-src-light={light}
      data-src-dark={darkSrc}
    />
  );
}
