import { describe, expect, it } from "vitest";
import { company } from "../../company.ts";
import { escapeHtml, renderMail } from "./mail-layout.server.ts";

describe("mail layout", () => {
  const mail = renderMail(
    {
      language: "en",
      subject: 'Offer for "Müller & Co" <urgent>',
      blocks: [
        { kind: "paragraph", text: "Hello <b>Anna</b>,\nthank you." },
        { kind: "fields", rows: [{ label: "Company", value: "Müller & Co" }] },
        { kind: "quote", text: "First line\n\nThird line <script>" },
      ],
    },
    "https://www.wp-studio.example",
  );

  it("escapes every value in the HTML body and keeps line breaks", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("<title>Offer for &quot;Müller &amp; Co&quot; &lt;urgent&gt;</title>");
    expect(mail.html).toContain("Hello &lt;b&gt;Anna&lt;/b&gt;,<br>thank you.");
    expect(mail.html).toContain("Müller &amp; Co</td>");
    expect(mail.html).toContain("Third line &lt;script&gt;");
    expect(mail.html).not.toMatch(/<script|<b>/);
  });

  it("writes a plain-text body with quoted lines and the company's details below a signature separator", () => {
    expect(mail.text).toBe(
      [
        company.name,
        "Hello <b>Anna</b>,\nthank you.",
        "Company: Müller & Co",
        "> First line\n>\n> Third line <script>",
        `-- \n${company.legalName}\n${company.street}, ${company.postalCode} ${company.city}\n${company.phone} · ${company.email} · https://www.wp-studio.example\n${company.commercialRegister} · ${company.vatId}`,
      ].join("\n\n"),
    );
  });

  it("keeps the subject as written; headers are encoded when the mail is sent", () => {
    expect(mail.subject).toBe('Offer for "Müller & Co" <urgent>');
  });
});
