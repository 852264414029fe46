/**
 * A QR code encoder (ISO/IEC 18004, byte mode, error correction level M), after Project Nayuki's
 * reference implementation. bwip-js draws QR codes too, but through its PostScript emulation: 10
 * to 30 ms a symbol, which made the QR code of each report the slowest part of a 100-report Print
 * All. This takes a fraction of a millisecond; its symbols are checked module for module against
 * bwip-js's in qr-code.test.ts.
 */

/** Error correction codewords per block, level M, by version (index 0 unused). */
const eccCodewordsPerBlock = [
  -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
/** Error correction blocks, level M, by version. */
const eccBlocks = [
  -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33,
  35, 37, 38, 40, 43, 45, 47, 49,
];
/** Level M's two format bits. */
const levelMFormatBits = 0;

/** The eight mask patterns: where a data module is inverted. */
const maskPatterns: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0;

function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    modules -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

const dataCodewords = (version: number) =>
  Math.floor(rawDataModules(version) / 8) - (eccCodewordsPerBlock[version] ?? 0) * (eccBlocks[version] ?? 0);

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function multiply(x: number, y: number): number {
  let product = 0;
  for (let index = 7; index >= 0; index--) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((y >>> index) & 1) * x;
  }
  return product;
}

function reedSolomonDivisor(degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0);
  divisor[degree - 1] = 1;
  let root = 1;
  for (let step = 0; step < degree; step++) {
    for (let index = 0; index < divisor.length; index++) {
      divisor[index] = multiply(divisor[index] ?? 0, root) ^ (divisor[index + 1] ?? 0);
    }
    root = multiply(root, 0x02);
  }
  return divisor;
}

function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const remainder = new Array<number>(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    divisor.forEach((coefficient, index) => {
      remainder[index] = (remainder[index] ?? 0) ^ multiply(coefficient, factor);
    });
  }
  return remainder;
}

/** The data codewords with their error correction, split into blocks and interleaved. */
function withErrorCorrection(data: readonly number[], version: number): number[] {
  const blocks = eccBlocks[version] ?? 1;
  const eccLength = eccCodewordsPerBlock[version] ?? 0;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blocks - (rawCodewords % blocks);
  const shortBlockLength = Math.floor(rawCodewords / blocks);
  const divisor = reedSolomonDivisor(eccLength);
  const all: number[][] = [];
  for (let index = 0, offset = 0; index < blocks; index++) {
    const length = shortBlockLength - eccLength + (index < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + length);
    offset += length;
    const ecc = reedSolomonRemainder(block, divisor);
    if (index < shortBlocks) block.push(0);
    all.push([...block, ...ecc]);
  }
  const interleaved: number[] = [];
  for (let index = 0; index < (all[0]?.length ?? 0); index++) {
    all.forEach((block, blockIndex) => {
      if (index !== shortBlockLength - eccLength || blockIndex >= shortBlocks) interleaved.push(block[index] ?? 0);
    });
  }
  return interleaved;
}

/** The data codewords of `bytes` in byte mode at `version`, terminated and padded. */
function dataCodewordsOf(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let index = length - 1; index >= 0; index--) bits.push((value >>> index) & 1);
  };
  append(0b0100, 4);
  append(bytes.length, version <= 9 ? 8 : 16);
  for (const byte of bytes) append(byte, 8);
  const capacity = dataCodewords(version) * 8;
  append(0, Math.min(4, capacity - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) append(pad, 8);
  const codewords: number[] = [];
  for (let index = 0; index < bits.length; index += 8) {
    codewords.push(bits.slice(index, index + 8).reduce((byte, next) => (byte << 1) | next, 0));
  }
  return codewords;
}

class QrSymbol {
  readonly size: number;
  readonly modules: boolean[][];
  private readonly isFunction: boolean[][];

  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.isFunction = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
  }

  private set(x: number, y: number, dark: boolean) {
    const row = this.modules[y];
    const functions = this.isFunction[y];
    if (row && functions) {
      row[x] = dark;
      functions[x] = true;
    }
  }

  private alignmentPositions(): number[] {
    if (this.version === 1) return [];
    const count = Math.floor(this.version / 7) + 2;
    const step = this.version === 32 ? 26 : Math.ceil((this.version * 4 + 4) / (count * 2 - 2)) * 2;
    const positions = [6];
    for (let position = this.size - 7; positions.length < count; position -= step) positions.splice(1, 0, position);
    return positions;
  }

  drawFunctionPatterns() {
    for (let index = 0; index < this.size; index++) {
      this.set(6, index, index % 2 === 0);
      this.set(index, 6, index % 2 === 0);
    }
    for (const [x, y] of [
      [3, 3],
      [this.size - 4, 3],
      [3, this.size - 4],
    ] as const) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const distance = Math.max(Math.abs(dx), Math.abs(dy));
          const [column, row] = [x + dx, y + dy];
          if (column >= 0 && column < this.size && row >= 0 && row < this.size) {
            this.set(column, row, distance !== 2 && distance !== 4);
          }
        }
      }
    }
    const positions = this.alignmentPositions();
    const last = positions.length - 1;
    positions.forEach((x, i) => {
      positions.forEach((y, j) => {
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) this.set(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      });
    });
    this.drawFormatBits(0);
    if (this.version >= 7) {
      let remainder = this.version;
      for (let index = 0; index < 12; index++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
      const bits = (this.version << 12) | remainder;
      for (let index = 0; index < 18; index++) {
        const a = this.size - 11 + (index % 3);
        const b = Math.floor(index / 3);
        this.set(a, b, bit(bits, index));
        this.set(b, a, bit(bits, index));
      }
    }
  }

  drawFormatBits(mask: number) {
    const data = (levelMFormatBits << 3) | mask;
    let remainder = data;
    for (let index = 0; index < 10; index++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    for (let index = 0; index <= 5; index++) this.set(8, index, bit(bits, index));
    this.set(8, 7, bit(bits, 6));
    this.set(8, 8, bit(bits, 7));
    this.set(7, 8, bit(bits, 8));
    for (let index = 9; index < 15; index++) this.set(14 - index, 8, bit(bits, index));
    for (let index = 0; index < 8; index++) this.set(this.size - 1 - index, 8, bit(bits, index));
    for (let index = 8; index < 15; index++) this.set(8, this.size - 15 + index, bit(bits, index));
    this.set(8, this.size - 8, true);
  }

  drawCodewords(codewords: readonly number[]) {
    let index = 0;
    for (let right = this.size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vertical = 0; vertical < this.size; vertical++) {
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const upward = ((right + 1) & 2) === 0;
          const y = upward ? this.size - 1 - vertical : vertical;
          const row = this.modules[y];
          if (row && !this.isFunction[y]?.[x] && index < codewords.length * 8) {
            row[x] = bit(codewords[index >>> 3] ?? 0, 7 - (index & 7));
            index++;
          }
        }
      }
    }
  }

  applyMask(mask: number) {
    const inverts = maskPatterns[mask];
    if (!inverts) throw new Error(`A QR mask is 0 to 7, not ${mask}.`);
    for (let y = 0; y < this.size; y++) {
      const row = this.modules[y];
      const functions = this.isFunction[y];
      if (!row || !functions) continue;
      for (let x = 0; x < this.size; x++) if (!functions[x] && inverts(x, y)) row[x] = !row[x];
    }
  }

  /** The standard's penalty of the symbol as it stands: the lowest decides the mask. */
  penalty(): number {
    const { size } = this;
    let score = 0;
    const countPatterns = (history: number[]) => {
      const [h0 = 0, n = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0] = history;
      const core = n > 0 && h2 === n && h3 === n * 3 && h4 === n && h5 === n;
      return (core && h0 >= n * 4 && h6 >= n ? 1 : 0) + (core && h6 >= n * 4 && h0 >= n ? 1 : 0);
    };
    const addHistory = (length: number, history: number[]) => {
      history.pop();
      history.unshift(history[0] === 0 ? length + size : length);
    };
    const line = (dark: (index: number) => boolean) => {
      let runDark = false;
      let run = 0;
      const history = [0, 0, 0, 0, 0, 0, 0];
      for (let index = 0; index < size; index++) {
        if (dark(index) === runDark) {
          run++;
          if (run === 5) score += 3;
          else if (run > 5) score++;
        } else {
          addHistory(run, history);
          if (!runDark) score += countPatterns(history) * 40;
          runDark = dark(index);
          run = 1;
        }
      }
      if (runDark) {
        addHistory(run, history);
        run = 0;
      }
      addHistory(run + size, history);
      score += countPatterns(history) * 40;
    };
    const at = (x: number, y: number) => this.modules[y]?.[x] ?? false;
    for (let y = 0; y < size; y++) line((x) => at(x, y));
    for (let x = 0; x < size; x++) line((y) => at(x, y));
    let dark = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (at(x, y)) dark++;
        if (x < size - 1 && y < size - 1) {
          const colour = at(x, y);
          if (colour === at(x + 1, y) && colour === at(x, y + 1) && colour === at(x + 1, y + 1)) score += 3;
        }
      }
    }
    const total = size * size;
    score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
    return score;
  }
}

/**
 * The modules of the QR code of `text` (UTF-8, byte mode, level M, the smallest version that holds
 * it), row by row, true for dark; `mask` forces a mask pattern (0 to 7) instead of the one the
 * standard's penalty picks.
 */
export function qrCodeModules(text: string, { mask }: { mask?: number } = {}): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (4 + (version <= 9 ? 8 : 16) + bytes.length * 8 > dataCodewords(version) * 8) {
    version++;
    if (version > 40) throw new Error('The text is too long for a QR code.');
  }
  const symbol = new QrSymbol(version);
  symbol.drawFunctionPatterns();
  symbol.drawCodewords(withErrorCorrection(dataCodewordsOf(bytes, version), version));
  let chosen = mask;
  if (chosen === undefined) {
    let lowest = Number.POSITIVE_INFINITY;
    for (let candidate = 0; candidate < 8; candidate++) {
      symbol.applyMask(candidate);
      symbol.drawFormatBits(candidate);
      const penalty = symbol.penalty();
      if (penalty < lowest) {
        lowest = penalty;
        chosen = candidate;
      }
      symbol.applyMask(candidate);
    }
  }
  symbol.applyMask(chosen ?? 0);
  symbol.drawFormatBits(chosen ?? 0);
  return symbol.modules;
}

/**
 * The QR code of `text` as SVG markup, one path of unit squares with the four-module quiet zone:
 * sharp at any print size, and cheap for the document compiler to place.
 */
export function qrCodeSvg(text: string): string {
  const modules = qrCodeModules(text);
  const quiet = 4;
  const size = modules.length + quiet * 2;
  const squares: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
    });
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${squares.join('')}" fill="#000"/></svg>`;
}
