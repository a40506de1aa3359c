// Colour arithmetic for checking a palette: WCAG 2 contrast, and how colours look to people with
// colour-vision deficiencies (Machado, Oliveira & Fernandes 2009, full severity), compared by their
// CIELAB distance (ΔE 1976). Used by the palette tests, not by the app at run time.

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as Rgb;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const linearRgb = (hex: string): Rgb => hexToRgb(hex).map(toLinear) as Rgb;

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = linearRgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio (1–21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';

// Machado et al. 2009, severity 1.0, applied to linear RGB.
const MATRICES: Record<Exclude<Vision, 'normal'>, number[][]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function simulate(hex: string, vision: Vision): Rgb {
  const c = linearRgb(hex);
  if (vision === 'normal') return c;
  return MATRICES[vision].map((row) => Math.min(1, Math.max(0, row[0] * c[0] + row[1] * c[1] + row[2] * c[2]))) as Rgb;
}

function lab([r, g, b]: Rgb): Rgb {
  // linear sRGB → XYZ (D65) → CIELAB
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** How far apart two colours look (ΔE 1976) to someone with the given vision. */
export function distance(a: string, b: string, vision: Vision = 'normal'): number {
  const [l1, a1, b1] = lab(simulate(a, vision));
  const [l2, a2, b2] = lab(simulate(b, vision));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}
