import { afterAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../files/sample-files.js';
import { pdfFonts, pdfText } from './document-reading.js';
import { createPdfRenderer } from './pdf-renderer.js';

const renderer = createPdfRenderer();
afterAll(() => renderer.close());

/** A small document that uses every helper of the house style. */
const template = `#import "/lims.typ": *
#show: page-setup.with(footer: page-of(data.pageOf))
= #data.title
#fill-in(data.printedOn, date: ltr-run(data.printedAt))

#for line in data.lines [
  #typed-block(line)
]
#for index in range(data.pageBreaks) { pagebreak() }
`;

const document = (overrides: Record<string, unknown> = {}) => ({
  title: 'Lab users',
  printedOn: 'Printed on {{date}}',
  printedAt: '21-11-2025 13:38',
  pageOf: 'Page {{page}} of {{total}}',
  lines: ['Asha Verma', 'नेहा जोशी', 'محمد العلي'],
  pageBreaks: 0,
  ...overrides,
});

describe('PDF renderer (Typst)', () => {
  it('writes Latin, Devanagari and Arabic text that comes back intact from text extraction', async () => {
    const pdf = await renderer.render({ template, language: 'en', data: document() });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Lab users');
    expect(text).toContain('Printed on 21-11-2025 13:38');
    expect(text).toContain('Asha Verma');
    // Devanagari conjuncts and vowel signs in their logical order (what @react-pdf/renderer got wrong).
    expect(text).toContain('नेहा जोशी');
    expect(text).toContain('محمد العلي');
    expect(text).toContain('Page 1 of 1');
  });

  it('embeds only the Noto fonts shipped in the repository, never a font of the machine', async () => {
    const pdf = await renderer.render({ template, language: 'ar', data: document() });
    const fonts = pdfFonts(pdf);
    expect(fonts).toEqual(
      expect.arrayContaining(['NotoSans-Bold', 'NotoSansArabic-Regular', 'NotoSansDevanagari-Regular']),
    );
    for (const font of fonts) expect(font).toMatch(/^NotoSans(Arabic|Devanagari)?-(Regular|Bold)$/);
  });

  it('keeps a date left to right on a right-to-left page', async () => {
    const pdf = await renderer.render({
      template,
      language: 'ar',
      data: document({ title: 'مستخدمو المختبر', printedOn: 'تاريخ الطباعة: {{date}}' }),
    });
    const text = pdfText(pdf);
    expect(text).toContain('مستخدمو المختبر');
    // Without the left-to-right run the bidirectional rules print "13:38 2025-11-21".
    expect(text).toContain('21-11-2025 13:38');
  });

  it('prints what the data says, never runs it as markup', async () => {
    const hostile = ['#panic("injected")', '*bold* _x_ $x^2$ <label> @ref', '#read("/etc/passwd")'];
    const pdf = await renderer.render({ template, language: 'en', data: document({ lines: hostile }) });
    const text = pdfText(pdf);
    for (const line of hostile) expect(text).toContain(line);
  });

  it('numbers the pages of a long document: page 2 of 3', async () => {
    const pdf = await renderer.render({ template, language: 'en', data: document({ pageBreaks: 2 }) });
    const text = pdfText(pdf);
    expect(text).toContain('Page 2 of 3');
    expect(text).toContain('Page 3 of 3');
  });

  it('renders jobs sent together, each with its own data', async () => {
    const titles = Array.from({ length: 6 }, (_, index) => `Document ${index}`);
    const pdfs = await Promise.all(
      titles.map((title) => renderer.render({ template, language: 'en', data: document({ title }) })),
    );
    pdfs.forEach((pdf, index) => {
      expect(pdfText(pdf)).toContain(`Document ${index}`);
    });
  });

  it('refuses a template that does not compile with its diagnostics, and renders the next job', async () => {
    await expect(
      renderer.render({ template: '#import "/lims.typ": *\n#no-such-function()', language: 'en', data: {} }),
    ).rejects.toThrow(/did not compile: unknown variable: no-such-function/);
    await expect(renderer.render({ template, language: 'en', data: document() })).resolves.toBeInstanceOf(Buffer);
  });

  it('cannot read files from the disk, only what it was given', async () => {
    await expect(renderer.render({ template: '#read("/etc/hostname")', language: 'en', data: {} })).rejects.toThrow(
      /did not compile: file not found/,
    );
  });

  it("reads a job's own files (a lab's logo), which the next job cannot read", async () => {
    const withImage = '#image("/job/logo.png", height: 10mm)';
    const pdf = await renderer.render({
      template: withImage,
      language: 'en',
      data: {},
      files: { 'logo.png': sampleFiles.png },
    });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    await expect(renderer.render({ template: withImage, language: 'en', data: {} })).rejects.toThrow(
      /did not compile: file not found/,
    );
  });

  it('starts a new compiler thread after close', async () => {
    await renderer.close();
    await expect(renderer.render({ template, language: 'en', data: document() })).resolves.toBeInstanceOf(Buffer);
  });
});
