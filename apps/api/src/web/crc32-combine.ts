// CRC-32 of a concatenation from the CRCs of its parts, without reading the parts again (zlib's
// crc32_combine, which Node does not expose): crc(A + B) = crc(A) · x^(8·|B|) mod P xor crc(B).

/** The CRC-32 polynomial, bits reflected. */
const POLY = 0xedb88320;
/** x^0 in the reflected representation. */
const ONE = 0x80000000;

/** a(x) · b(x) modulo P(x). */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b >>> 0;
  for (let mask = ONE; mask !== 0; mask >>>= 1) {
    if (a & mask) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0..31 (the powers repeat after 32 squarings' worth of bytes for any length we meet). */
const POWERS_OF_X = (() => {
  const table = new Uint32Array(32);
  let power = ONE >>> 1; // x^1
  for (let k = 0; k < 32; k += 1) {
    table[k] = power;
    power = multiplyModP(power, power);
  }
  return table;
})();

/** The operator that appends `length` bytes: x^(8·length) mod P, for crc32CombineWith. */
export function crc32Appending(length: number): number {
  let power = ONE;
  let k = 3; // 8 = 2^3 bits per byte
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n & 1) power = multiplyModP(POWERS_OF_X[k & 31]!, power);
  }
  return power;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and crc32Appending(|B|). */
export function crc32CombineWith(crcA: number, crcB: number, appendingB: number): number {
  return (multiplyModP(appendingB, crcA) ^ crcB) >>> 0;
}
