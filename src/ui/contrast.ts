/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const h = hex.trim().replace('#', '');
  const channel = (i: number) => {
    const v = parseInt(h.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The token pairs the theme promises: [foreground, background, minimum ratio]. Text needs 4.5:1;
 * field borders, focus rings and control fills need 3:1 (WCAG 2.2 SC 1.4.3, 1.4.11, 2.4.13).
 */
export function themeContrastPairs(): Array<[string, string, number]> {
  const pairs: Array<[string, string, number]> = [];
  for (const surface of ['bg', 'surface', 'surface-raised', 'surface-subtle', 'field-bg']) {
    pairs.push(
      ['text', surface, 4.5],
      ['text-muted', surface, 4.5],
      ['link', surface, 4.5],
      ['error-text', surface, 4.5],
      ['focus', surface, 3],
      ['field-border', surface, 3],
      ['primary', surface, 3],
    );
  }
  for (const fill of ['primary', 'primary-hover', 'primary-pressed']) pairs.push(['on-primary', fill, 4.5]);
  for (const fill of ['danger', 'danger-hover', 'danger-pressed']) pairs.push(['on-danger', fill, 4.5]);
  pairs.push(['on-primary-subtle', 'primary-subtle', 4.5], ['link-hover', 'surface', 4.5]);
  for (const tone of ['info', 'warning', 'error', 'success']) {
    pairs.push([`${tone}-fg`, `${tone}-bg`, 4.5], [`${tone}-border`, `${tone}-bg`, 3], ['focus', `${tone}-bg`, 3]);
  }
  for (let i = 1; i <= 5; i++) pairs.push([`stat-${i}-fg`, `stat-${i}-bg`, 4.5], ['focus', `stat-${i}-bg`, 3]);
  return pairs;
}
