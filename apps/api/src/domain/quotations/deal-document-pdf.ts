import { createHash } from 'node:crypto';
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  dealDocumentContentSchema,
  dealDocumentHeading,
  dealDocumentSections,
  dealDocumentVerification,
  type DealDocument,
  type DealDocumentRow,
} from '@quotemarket/contract';
import { formatDateTime, formatDocumentValue } from '@quotemarket/ui/format';
import { pdfFontkit, pretendardFace, type PdfFace } from './pdf-fonts';

/**
 * The 견적서 as an A4 PDF: the same sections and words as the screen (the contract's
 * `dealDocumentSections`), in Pretendard embedded as a subset so the Korean reads anywhere and
 * the file stays small. Made from the frozen content alone, dated at selection, so one document
 * gives the same bytes every time.
 */

const [pageWidth, pageHeight] = PageSizes.A4;
const margin = 48;
const contentWidth = pageWidth - margin * 2;
const labelWidth = 150;
const valueX = margin + labelWidth + 12;
const valueWidth = pageWidth - margin - valueX;
const footerY = 28;
const bodyHeight = pageHeight - margin * 2;

const ink = rgb(0.1, 0.11, 0.13);
const subtle = rgb(0.42, 0.45, 0.5);
const rule = rgb(0.85, 0.87, 0.9);

interface TextStyle {
  face: PdfFace;
  size: number;
  color?: typeof ink;
}

const styles = {
  title: { face: 'bold', size: 22 },
  subtitle: { face: 'regular', size: 11, color: subtle },
  sectionTitle: { face: 'bold', size: 13 },
  label: { face: 'regular', size: 9.5, color: subtle },
  value: { face: 'regular', size: 10 },
  emphasis: { face: 'bold', size: 12.5 },
  note: { face: 'regular', size: 9, color: subtle },
  code: { face: 'regular', size: 10.5 },
  footer: { face: 'regular', size: 8, color: subtle },
} satisfies Record<string, TextStyle>;

const lineHeight = (style: TextStyle) => style.size * 1.4;

/**
 * `text` broken into lines no wider than `width`: at spaces where it can, and between any two
 * characters where a word (a long address, a hash) is wider than the line on its own.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  return text.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/(?<=\s)/)) {
      if (fits(line + word)) {
        line += word;
        continue;
      }
      if (line) lines.push(line.trimEnd());
      line = '';
      for (const character of word) {
        if (line && !fits(line + character)) {
          lines.push(line);
          line = '';
        }
        line += character;
      }
    }
    lines.push(line.trimEnd());
    return lines;
  });
}

/** Where the next line goes: the page being written and how far down it, a new page when full. */
class PageCursor {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly faces: Record<PdfFace, PDFFont>,
  ) {
    this.page = this.addPage();
    this.y = pageHeight - margin;
  }

  private addPage(): PDFPage {
    const page = this.pdf.addPage([pageWidth, pageHeight]);
    this.y = pageHeight - margin;
    return page;
  }

  /** Room for `height` more on this page, or a new page. */
  ensure(height: number): void {
    if (this.y - height < margin) this.page = this.addPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  lines(text: string, style: TextStyle, width = contentWidth): string[] {
    return wrapText(text, this.faces[style.face], style.size, width);
  }

  /** One line at `x` on the current baseline row; `advance` moves down past it. */
  draw(line: string, style: TextStyle, x: number, advance = true): void {
    const height = lineHeight(style);
    this.page.drawText(line, {
      x,
      y: this.y - style.size,
      size: style.size,
      font: this.faces[style.face],
      color: style.color ?? ink,
    });
    if (advance) this.y -= height;
  }

  paragraph(text: string, style: TextStyle, x = margin, width = contentWidth): void {
    for (const line of this.lines(text, style, width)) {
      this.ensure(lineHeight(style));
      this.draw(line, style, x);
    }
  }

  rule(): void {
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageWidth - margin, y: this.y },
      thickness: 0.6,
      color: rule,
    });
  }
}

/** A label and its value side by side, the value's note under it; line by line across pages. */
function drawRow(cursor: PageCursor, row: DealDocumentRow): void {
  const valueStyle = row.emphasis ? styles.emphasis : styles.value;
  const labelStyle = row.emphasis ? styles.emphasis : styles.label;
  const labels = cursor.lines(row.label, labelStyle, labelWidth);
  const values = [
    ...cursor.lines(formatDocumentValue(row.value), valueStyle, valueWidth).map((line) => ({
      line,
      style: valueStyle,
    })),
    ...(row.note
      ? cursor
          .lines(row.note, styles.note, valueWidth)
          .map((line) => ({ line, style: styles.note }))
      : []),
  ];
  const heights = Array.from({ length: Math.max(labels.length, values.length) }, (_, index) => {
    const value = values[index];
    return Math.max(lineHeight(labelStyle), value ? lineHeight(value.style) : 0);
  });
  // A row stays on one page (a value with its note) unless it is longer than a page itself.
  cursor.ensure(
    Math.min(
      heights.reduce((sum, height) => sum + height, 0),
      bodyHeight,
    ),
  );
  heights.forEach((height, index) => {
    const value = values[index];
    cursor.ensure(height);
    const label = labels[index];
    if (label) cursor.draw(label, labelStyle, margin, false);
    if (value) cursor.draw(value.line, value.style, valueX, false);
    cursor.space(height);
  });
  cursor.space(3);
}

/** Each page's foot: what the sheet is, the start of its code, and which page of how many. */
function drawFooters(pdf: PDFDocument, font: PDFFont, footer: string): void {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    page.drawText(`${footer} · ${index + 1}/${pages.length}쪽`, {
      x: margin,
      y: footerY,
      size: styles.footer.size,
      font,
      color: styles.footer.color,
    });
  });
}

/**
 * A subset's tag (six capitals before `+`, as PDF names embedded subsets) taken from the
 * document's hash and the face, so that the same document names its fonts the same way every time.
 */
function subsetTag(hash: string, face: PdfFace): string {
  const digest = createHash('sha256').update(`${face}:${hash}`).digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join(
    '',
  );
}

export async function renderDealDocumentPdf(document: DealDocument): Promise<Uint8Array> {
  // Read as the JSON reads answer it, through the schema: its keys in the bid form's order, which
  // the rows follow, where the stored jsonb keeps keys in an order of its own.
  const content = dealDocumentContentSchema.parse(document.content);
  const { hash } = document;
  const heading = dealDocumentHeading(content);
  const verification = dealDocumentVerification(hash);
  const issuedAt = new Date(content.selectedAt);

  // No default metadata: pdf-lib would stamp the current time and its own name.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(pdfFontkit);
  const embed = (face: PdfFace) =>
    pdf.embedFont(pretendardFace(face), {
      subset: true,
      customName: `${subsetTag(hash, face)}+Pretendard-${face === 'bold' ? 'Bold' : 'Regular'}`,
    });
  const faces = { regular: await embed('regular'), bold: await embed('bold') };

  pdf.setTitle(`${heading.title} · ${heading.subtitle}`, { showInWindowTitleBar: true });
  pdf.setSubject(`${verification.label} ${hash}`);
  pdf.setAuthor(content.dealer.storeName);
  pdf.setCreator('견적마켓');
  pdf.setProducer('견적마켓');
  pdf.setLanguage('ko-KR');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);

  const cursor = new PageCursor(pdf, faces);
  cursor.paragraph(heading.title, styles.title);
  cursor.paragraph(heading.subtitle, styles.subtitle);
  cursor.paragraph(`발행 ${formatDateTime(issuedAt)}`, styles.subtitle);
  for (const section of dealDocumentSections(content)) {
    cursor.space(12);
    // A section's title never ends a page without its first row.
    cursor.ensure(lineHeight(styles.sectionTitle) + 8 + lineHeight(styles.emphasis));
    cursor.paragraph(section.title, styles.sectionTitle);
    cursor.rule();
    cursor.space(6);
    for (const row of section.rows) drawRow(cursor, row);
  }
  cursor.space(16);
  cursor.ensure(lineHeight(styles.sectionTitle) + lineHeight(styles.code) * 2);
  cursor.paragraph(verification.label, styles.sectionTitle);
  cursor.paragraph(verification.code, styles.code);
  cursor.paragraph(verification.note, styles.note);
  drawFooters(
    pdf,
    faces.regular,
    `${heading.title} · ${verification.label} ${verification.code.split(' ')[0]}…`,
  );
  return pdf.save();
}

/** The saved file's name: the product, and the deal's number to tell two of one product apart. */
export function dealDocumentPdfFileNames({ content }: DealDocument) {
  const product = content.product.name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim();
  return {
    fileName: `견적서-${product}-${content.selectionId}.pdf`,
    asciiFileName: `deal-document-${content.selectionId}.pdf`,
  };
}
