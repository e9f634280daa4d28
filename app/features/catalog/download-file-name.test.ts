import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition } from "./download-file-name.ts";

describe("fileNameFromContentDisposition", () => {
  it.each([
    ['attachment; filename="forms-pro-2.3.1.zip"', "forms-pro-2.3.1.zip"],
    ["attachment; filename=forms-pro.zip", "forms-pro.zip"],
    ["attachment; filename=forms-pro.zip; size=1024", "forms-pro.zip"],
    ["attachment; filename=\"fallback.zip\"; filename*=UTF-8''gr%C3%B6%C3%9Fe-1.0.zip", "größe-1.0.zip"],
    ["attachment; filename*=utf-8'en'caf%C3%A9.zip", "café.zip"],
    ['attachment; filename="say \\"hi\\".zip"', 'say "hi".zip'],
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ['attachment; filename="C:\\\\temp\\\\x.zip"', "x.zip"],
  ])("reads %s", (header, name) => {
    expect(fileNameFromContentDisposition(header, "plugin.zip")).toBe(name);
  });

  it.each([null, "", "attachment", 'attachment; filename=""', 'attachment; filename=".."', "attachment; filename*=UTF-8''%E0%A4%A"])(
    "falls back without a usable name in %j",
    (header) => {
      expect(fileNameFromContentDisposition(header, "plugin.zip")).toBe("plugin.zip");
    },
  );
});
