// Test support, not part of the site: the visible text of a PDF, all pages in one string.
import { extractText } from "unpdf";

export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given; a copy leaves the caller's bytes intact.
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}
