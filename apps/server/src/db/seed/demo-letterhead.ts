import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { LetterheadSlot } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

type Colour = readonly [red: number, green: number, blue: number];

const white: Colour = [255, 255, 255];
const teal: Colour = [11, 114, 133];
const paleTeal: Colour = [227, 250, 252];

/** An A4 page's width at 300 dpi: the banners print sharp across the page. */
const bannerWidth = 2480;

/** A PNG of 8-bit RGB pixels, each `colourAt` its position; no filter, as the demo needs no small file. */
function pngOf(width: number, height: number, colourAt: (x: number, y: number) => Colour): Buffer {
  const rowLength = 1 + width * 3;
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(colourAt(x, y), y * rowLength + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The capitals the demo's banners spell, five dots wide and seven high. */
const glyphs: Record<string, readonly string[]> = {
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.###.'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
};

/** Whether `text`, drawn from (left, top) with dots of `dot` pixels, covers the pixel (x, y). */
const lettering =
  (text: string, left: number, top: number, dot: number) =>
  (x: number, y: number): boolean => {
    const column = Math.floor((x - left) / dot);
    const row = Math.floor((y - top) / dot);
    if (column < 0 || row < 0 || row > 6) return false;
    const glyph = glyphs[text[Math.floor(column / 6)] ?? ' '];
    return glyph?.[row]?.[column % 6] === '#';
  };

/** The header: a teal square with a white cross, the lab's name beside it, a teal rule beneath. */
function headerBanner(name: string): Buffer {
  const height = 354;
  const nameAt = lettering(name.toUpperCase(), 420, 120, 16);
  return pngOf(bannerWidth, height, (x, y) => {
    if (y >= height - 18) return teal;
    if (x < 300) {
      const across = Math.abs(x - 150) < 30 && Math.abs(y - 160) < 100;
      const down = Math.abs(y - 160) < 30 && Math.abs(x - 150) < 100;
      return across || down ? white : teal;
    }
    return nameAt(x, y) ? teal : white;
  });
}

/** The footer: a teal rule over a pale band, as printed paper often ends. */
function footerBanner(): Buffer {
  return pngOf(bannerWidth, 118, (_, y) => (y < 12 ? teal : paleTeal));
}

/**
 * The demo lab's letterhead banners, drawn here rather than shipped as files, stored through the
 * lab profile as an admin's upload would be. `files.save` awaits the file store, so this runs
 * after the seed's transaction.
 */
export async function attachDemoLetterhead(services: ServiceRegistry, actor: LabActor, labName: string) {
  const banners: Record<LetterheadSlot, Buffer> = { header: headerBanner(labName), footer: footerBanner() };
  for (const slot of ['header', 'footer'] as const) {
    const { version } = await services.labProfile.letterhead({ actor });
    await services.labProfile.replaceLetterhead({
      actor,
      slot,
      version,
      upload: { fileName: `letterhead-${slot}.png`, stream: Readable.from([banners[slot]]) },
    });
  }
}
