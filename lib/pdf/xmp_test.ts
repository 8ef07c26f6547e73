import assert from "node:assert/strict";
import { xmpDate, xmpPacket } from "./xmp.ts";

const FIELDS = {
  title: "Q&A <draft>",
  authors: ["Ada Lovelace", "Charles Babbage"],
  description: "Notes\u0007 on the engine",
  keywords: ["engine", "notes"],
  lang: "en-GB",
  producer: "html2pdf 1.2.3",
  creatorTool: "html2pdf 1.2.3",
  created: new Date(Date.UTC(2024, 1, 29, 13, 14, 15, 678)),
};

Deno.test("the packet says in Dublin Core, PDF and XMP basic what the Info dictionary says", () => {
  const packet = xmpPacket(FIELDS);
  const has = (fragment: string) => assert.ok(packet.includes(fragment), fragment);
  has('<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Q&amp;A &lt;draft&gt;</rdf:li>');
  has("<dc:creator><rdf:Seq><rdf:li>Ada Lovelace</rdf:li><rdf:li>Charles Babbage</rdf:li>");
  // XML 1.0 has no place for the bell character.
  has('<dc:description><rdf:Alt><rdf:li xml:lang="x-default">Notes on the engine</rdf:li>');
  has("<dc:subject><rdf:Bag><rdf:li>engine</rdf:li><rdf:li>notes</rdf:li></rdf:Bag>");
  has("<pdf:Keywords>engine, notes</pdf:Keywords>");
  has("<dc:language><rdf:Bag><rdf:li>en-GB</rdf:li></rdf:Bag>");
  has("<pdf:Producer>html2pdf 1.2.3</pdf:Producer>");
  has("<xmp:CreatorTool>html2pdf 1.2.3</xmp:CreatorTool>");
  has("<xmp:CreateDate>2024-02-29T13:14:15Z</xmp:CreateDate>");
  has("<xmp:ModifyDate>2024-02-29T13:14:15Z</xmp:ModifyDate>");
  assert.match(packet, /^<\?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"\?>/);
  assert.match(packet, /<\?xpacket end="w"\?>$/);
});

Deno.test("what the document does not say is left out, dates included", () => {
  const packet = xmpPacket({
    ...FIELDS,
    title: null,
    authors: [],
    description: null,
    keywords: [],
    lang: null,
    created: null,
  });
  assert.doesNotMatch(packet, /dc:title|dc:creator|dc:description|dc:subject|Keywords|Date/);
  assert.match(packet, /<dc:format>application\/pdf<\/dc:format>/);
});

Deno.test("xmpDate writes UTC to the second", () => {
  assert.equal(xmpDate(new Date("2024-05-01T12:00:00.999+02:00")), "2024-05-01T10:00:00Z");
});
