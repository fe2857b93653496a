// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { homeBehaviors } from "./home-behaviors";
import { homeDom } from "./home-dom";
import { attrs } from "../../../../tests/support/dom-attrs";


describe("the home page's island", () => {
  it("shows the carousel buttons it makes work, disabled at the ends, and keeps the final figures when nothing moves", () => {
    document.body.innerHTML = `<section><span ${attrs(homeDom.countUp.props("500"))} ${attrs(homeDom.suffix.props("+"))}>500+</span></section>
      <div hidden ${attrs(homeDom.carouselControls.props)}>
        <button ${attrs(homeDom.carouselStep.props("-1"))} aria-controls="track">Previous</button>
        <button ${attrs(homeDom.carouselStep.props("1"))} aria-controls="track">Next</button>
      </div>
      <ul id="track"><li>Cardiologist</li></ul>`;
    window.matchMedia = ((query: string) => ({ matches: query.includes("reduce"), media: query })) as unknown as typeof window.matchMedia;
    homeBehaviors({ countUpMs: 10 });
    expect(homeDom.carouselControls.find(document)!.hidden).toBe(false);
    expect(homeDom.carouselStep.find(document, "-1")!.disabled).toBe(true);
    // Reduced motion: the figures stay as the server wrote them.
    expect(homeDom.countUp.find(document)!.textContent).toBe("500+");
  });
});
