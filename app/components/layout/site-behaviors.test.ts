// @vitest-environment happy-dom
// The public layout's island on markup built from its contract (site-dom.ts), as the header and widget render it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_WIDGET_COLLAPSE_MS } from "~/lib/constants";
import { CHAT_STORAGE_KEY } from "./chat-state";
import { siteDom } from "./site-dom";
import { attrs } from "../../../tests/support/dom-attrs";


function markup() {
  return `
  <header ${attrs(siteDom.header.props)} ${attrs(siteDom.menuRoot.props)} data-scrolled="false">
    <button ${attrs(siteDom.menuToggle.props)} ${attrs(siteDom.labelOpen.props("Close menu"))} ${attrs(siteDom.labelClosed.props("Open menu"))}
      aria-expanded="false" aria-controls="mobile-menu" aria-label="Open menu">menu</button>
    <nav id="mobile-menu" hidden><a href="/jobs">Jobs</a></nav>
  </header>
  <main><p id="outside">page</p><form id="f"></form></main>
  <div ${attrs(siteDom.chatWidget.props)} data-state="open">
    <button ${attrs(siteDom.chatAction.props("open"))}>open</button>
    <button ${attrs(siteDom.chatAction.props("minimise"))}>minimise</button>
    <button ${attrs(siteDom.chatAction.props("close"))}>close</button>
  </div>`;
}

async function install() {
  document.body.innerHTML = markup();
  const { siteBehaviors } = await import("./site-behaviors");
  siteBehaviors();
}

const toggle = () => siteDom.menuToggle.find(document)!;
const widget = () => siteDom.chatWidget.find(document)!;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

afterEach(async () => {
  (await import("./site-behaviors")).uninstallSiteBehaviors();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the public layout's island", () => {
  it("opens the small-screen menu and closes it on Escape, giving focus back to the button", async () => {
    await install();
    toggle().click();
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().getAttribute("aria-label")).toBe("Close menu");
    expect(document.getElementById("mobile-menu")?.hidden).toBe(false);
    expect(siteDom.header.find(document)?.dataset.menu).toBe("open");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(toggle().getAttribute("aria-label")).toBe("Open menu");
    expect(document.getElementById("mobile-menu")?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it("closes the menu on a press outside it and when a form is submitted", async () => {
    await install();
    toggle().click();
    document.getElementById("outside")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    toggle().click();
    document.getElementById("f")!.dispatchEvent(new Event("submit", { bubbles: true }));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  it("collapses the WhatsApp widget once after the delay, and a closed widget stays closed for the tab", async () => {
    await install();
    expect(widget().dataset.state).toBe("open");
    vi.advanceTimersByTime(CHAT_WIDGET_COLLAPSE_MS);
    expect(widget().dataset.state).toBe("collapsed");
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBe("collapsed");
    siteDom.chatAction.find(document, "open")!.click();
    expect(widget().dataset.state).toBe("open");
    expect(document.activeElement).toBe(siteDom.chatAction.find(document, "minimise"));
    siteDom.chatAction.find(document, "close")!.click();
    expect(widget().dataset.state).toBe("closed");
    expect(widget().hidden).toBe(true);
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBe("closed");
  });

  it("applies the state kept for the tab before the first paint (restoreChat) and does not collapse it again", async () => {
    sessionStorage.setItem(CHAT_STORAGE_KEY, "closed");
    document.body.innerHTML = markup();
    delete (window as { __dochireChatRestored?: boolean }).__dochireChatRestored;
    const { restoreChat } = await import("./chat-state");
    restoreChat(CHAT_STORAGE_KEY, widget());
    expect(widget().dataset.state).toBe("closed");
    expect(widget().hidden).toBe(true);
    expect(siteDom.chatRestored.is(widget())).toBe(true);
    const { siteBehaviors } = await import("./site-behaviors");
    siteBehaviors();
    vi.advanceTimersByTime(CHAT_WIDGET_COLLAPSE_MS);
    expect(widget().dataset.state).toBe("closed");
  });
});
