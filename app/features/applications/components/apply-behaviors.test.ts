// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { applyBehaviors } from "./apply-behaviors";
import { applyDom } from "./apply-dom";
import { attrs } from "../../../../tests/support/dom-attrs";


let uninstall: () => void = () => {};

afterEach(() => {
  uninstall();
  document.body.innerHTML = "";
});

describe("Apply Now on the job page", () => {
  it("shows the form in its place and puts the focus in it", () => {
    document.body.innerHTML = `<button type="button" ${attrs(applyDom.open.props)}>Apply Now</button>
      <div ${attrs(applyDom.panel.props)}><form><input type="hidden" name="intent" value="apply"><textarea id="note" name="coverNote"></textarea></form></div>`;
    uninstall = applyBehaviors(document);
    const button = applyDom.open.find(document)!;
    button.click();
    expect(applyDom.panel.find(document)!.hasAttribute("data-open")).toBe(true);
    expect(button.hidden).toBe(true);
    expect(document.activeElement?.id).toBe("note");
  });
});
