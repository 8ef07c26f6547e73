/**
 * 4×4 transformation matrices (CSS Transforms 2 §12, "Mathematical Description of Transform
 * Functions"), the form every transform function turns into. Stored as `matrix3d()` lists its
 * arguments: column by column (m11 m12 m13 m14 m21 … m44, as DOMMatrix names them), acting on
 * column vectors, so m41 and m42 are the translation.
 */

/** Sixteen numbers, column-major. */
export type Matrix3d = readonly number[];

export const IDENTITY: Matrix3d = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/** `a × b`: b applied first, as `transform: a b` applies its last function first (§6). */
export function multiply(a: Matrix3d, b: Matrix3d): Matrix3d {
  const out = new Array<number>(16);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row] * b[col * 4 + k];
      out[col * 4 + row] = sum;
    }
  }
  return out;
}

/** The 3D matrix of the 2D `matrix(a, b, c, d, e, f)` (§12.1). */
export function fromAffine(a: number, b: number, c: number, d: number, e: number, f: number) {
  return [a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, e, f, 0, 1];
}

export function translation(x: number, y: number, z: number): Matrix3d {
  return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];
}

export function scaling(x: number, y: number, z: number): Matrix3d {
  return [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1];
}

/** skew(ax, ay) in degrees (§12.1): x leans by tan(ax) per unit of y, y by tan(ay) per x. */
export function skewing(ax: number, ay: number): Matrix3d {
  const tan = (degrees: number) => Math.tan(degrees * Math.PI / 180);
  return fromAffine(1, tan(ay), tan(ax), 1, 0, 0);
}

/**
 * The sine and cosine of an angle in degrees, exact at multiples of 90° (Chromium's too), so
 * that a quarter turn maps the axes onto each other without a 6e-17 residue.
 */
function sinCos(degrees: number): [number, number] {
  const turns = degrees / 90;
  if (Number.isInteger(turns)) {
    const quarter = ((turns % 4) + 4) % 4;
    return [[0, 1], [1, 0], [0, -1], [-1, 0]][quarter] as [number, number];
  }
  const radians = degrees * Math.PI / 180;
  return [Math.sin(radians), Math.cos(radians)];
}

/**
 * rotate3d(x, y, z, angle) in degrees (§12.2, the axis–angle rotation): clockwise on the page
 * about the vector, which is normalised; a zero vector rotates nothing (as Chromium draws it).
 */
export function rotation(x: number, y: number, z: number, angle: number): Matrix3d {
  const length = Math.hypot(x, y, z);
  if (length === 0) return IDENTITY;
  [x, y, z] = [x / length, y / length, z / length];
  const [s, c] = sinCos(angle);
  const t = 1 - c;
  return [
    c + x * x * t,
    x * y * t + z * s,
    x * z * t - y * s,
    0,
    x * y * t - z * s,
    c + y * y * t,
    y * z * t + x * s,
    0,
    x * z * t + y * s,
    y * z * t - x * s,
    c + z * z * t,
    0,
    0,
    0,
    0,
    1,
  ];
}

/** perspective(d) (§12.3): m34 = −1/d; a distance of 0 or none is no perspective. */
export function perspective(distance: number): Matrix3d {
  if (distance <= 0 || !Number.isFinite(distance)) return IDENTITY;
  const m = [...IDENTITY];
  m[11] = -1 / distance;
  return m;
}

/** Whether the matrix is a 2D one (§12.1: only a, b, c, d, e and f differ from identity). */
export function is2d(m: Matrix3d): boolean {
  return [2, 3, 6, 7, 8, 9, 11, 14].every((i) => m[i] === 0) && m[10] === 1 && m[15] === 1;
}
