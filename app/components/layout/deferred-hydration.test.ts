import { JSDOM, VirtualConsole } from "jsdom";
import { describe, expect, it } from "vitest";
import { loaderSource } from "./deferred-hydration.tsx";

// The inline loader of decision 022 as amended by 041, run in a DOM: which clicks and submissions it
// keeps for React until hydration and which it leaves to the browser.

function pageWithLoader(body: string) {
  // jsdom does not navigate; links are clicked for the loader's sake only.
  const dom = new JSDOM(`<!doctype html><body>${body}</body>`, {
    runScripts: "outside-only",
    url: "https://shop.example/",
    virtualConsole: new VirtualConsole(),
  });
  dom.window.eval(loaderSource(false));
  const { document } = dom.window;
  const element = (selector: string) => {
    const found = document.querySelector(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  };
  /** Clicks like a visitor and tells whether the loader kept the click (prevented the browser's default). */
  const kept = (selector: string) => {
    const event = new dom.window.MouseEvent("click", { bubbles: true, cancelable: true });
    element(selector).dispatchEvent(event);
    return event.defaultPrevented;
  };
  const submissionKept = (selector: string) => {
    const event = new dom.window.Event("submit", { bubbles: true, cancelable: true });
    element(selector).dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { dom, document, element, kept, submissionKept };
}

describe("the loader before hydration", () => {
  it("keeps clicks on buttons, which need React, and form submissions", () => {
    const page = pageWithLoader('<button id="toast">Toast</button><div role="button" id="fake">x</div><form id="form"><button id="send">Send</button></form>');
    expect(page.kept("#toast")).toBe(true);
    expect(page.kept("#fake")).toBe(true);
    expect(page.kept("#send")).toBe(true);
    expect(page.submissionKept("#form")).toBe(true);
  });

  it("leaves radio buttons, checkboxes, labels, disclosures and links to the browser", () => {
    const page = pageWithLoader(
      '<label id="label"><input type="radio" name="tier" id="first" checked><span id="text">1 site</span></label>' +
        '<input type="radio" name="tier" id="second"><input type="checkbox" id="box">' +
        '<details><summary id="question">Q</summary>A</details><a href="/plugins" id="link">Plugins</a>',
    );
    expect(page.kept("#second")).toBe(false);
    expect((page.element("#second") as HTMLInputElement).checked).toBe(true);
    expect(page.kept("#text")).toBe(false);
    expect((page.element("#first") as HTMLInputElement).checked).toBe(true);
    expect(page.kept("#box")).toBe(false);
    expect((page.element("#box") as HTMLInputElement).checked).toBe(true);
    expect(page.kept("#question")).toBe(false);
    expect(page.kept("#link")).toBe(false);
  });

  it("never keeps what is marked data-native, what is inside it, a submit button of such a form or its submission", () => {
    const page = pageWithLoader(
      '<button data-native id="menu">Menu</button><a data-native href="/kasse" id="buy"><span id="label">Jetzt kaufen</span></a>' +
        '<form data-native id="checkout" action="/kasse" method="post"><button id="purchase">Jetzt kaufen</button></form>' +
        '<form id="other"><button id="elsewhere">Send</button></form><button form="checkout" id="outside">Jetzt kaufen</button>',
    );
    expect(page.kept("#menu")).toBe(false);
    expect(page.kept("#label")).toBe(false);
    expect(page.kept("#purchase")).toBe(false);
    expect(page.kept("#outside")).toBe(false);
    expect(page.submissionKept("#checkout")).toBe(false);
    expect(page.kept("#elsewhere")).toBe(true);
  });

  it("writes the language cookie on a click on a DE/EN link, as rememberLanguage does", () => {
    const page = pageWithLoader('<a href="/what-we-do" data-remember-language="en" id="en">EN</a>');
    page.dom.window.addEventListener("click", (event) => event.preventDefault());
    page.kept("#en");
    expect(page.document.cookie).toBe("lang=en");
  });

  it("keeps a popover's controls' aria-expanded in step with it", () => {
    const page = pageWithLoader('<button aria-controls="menu" aria-expanded="false" id="toggle">Menu</button><div id="menu" popover="auto"></div>');
    const toggle = new page.dom.window.Event("toggle");
    Object.assign(toggle, { newState: "open" });
    page.element("#menu").dispatchEvent(toggle);
    expect(page.element("#toggle").getAttribute("aria-expanded")).toBe("true");
  });
});
