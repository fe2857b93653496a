// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { registerBehaviors } from "./register-behaviors";
import { registerDom } from "./register-dom";
import { attrs } from "../../../../tests/support/dom-attrs";


let uninstall: () => void = () => {};

afterEach(() => {
  uninstall();
  document.body.innerHTML = "";
});

describe("the registration tabs on a document page", () => {
  it("switch the role's own field in place, keep the rest and clear every message", () => {
    document.body.innerHTML = `
      <a href="/register?role=doctor" ${attrs(registerDom.tab.props("doctor"))} aria-current="page">Doctor</a>
      <a href="/register?role=employer" ${attrs(registerDom.tab.props("employer"))}>Employer</a>
      <form action="/register?role=doctor" method="post">
        <input type="hidden" name="role" value="doctor" ${attrs(registerDom.roleInput.props)}>
        <div><input id="name" name="name" value="Asha" placeholder="Dr. Priya Sharma" ${attrs(registerDom.namePlaceholder.props("Dr. Priya Sharma"))} ${attrs(registerDom.namePlaceholderEmployer.props("Your full name"))}></div>
        <div><input id="email" name="email" value="bad" aria-invalid="true"><p id="email-error" role="alert">Email is invalid</p></div>
        <div ${attrs(registerDom.roleField.props("doctor"))}><select id="spec" name="specialization"><option value="">-</option><option selected>Oncology</option></select></div>
        <div ${attrs(registerDom.roleField.props("employer"))} hidden><input id="company" name="company" disabled></div>
      </form>`;
    uninstall = registerBehaviors(document);
    const employer = registerDom.tab.find(document, "employer")!;
    employer.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));

    expect(employer.getAttribute("aria-current")).toBe("page");
    expect(registerDom.tab.find(document, "doctor")!.hasAttribute("aria-current")).toBe(false);
    expect(registerDom.roleInput.find(document)!.value).toBe("employer");
    expect(registerDom.roleField.find(document, "doctor")!.hidden).toBe(true);
    expect((document.getElementById("spec") as HTMLSelectElement).disabled).toBe(true);
    expect(registerDom.roleField.find(document, "employer")!.hidden).toBe(false);
    expect((document.getElementById("company") as HTMLInputElement).disabled).toBe(false);
    // The rest of what was typed stays; the messages go.
    expect((document.getElementById("name") as HTMLInputElement).value).toBe("Asha");
    expect((document.getElementById("name") as HTMLInputElement).placeholder).toBe("Your full name");
    expect(document.getElementById("email")!.hasAttribute("aria-invalid")).toBe(false);
    expect(document.getElementById("email-error")!.textContent).toBe("");
    expect(window.location.search).toBe("?role=employer");
    // A refused post comes back on the employer tab.
    expect(document.querySelector("form")!.getAttribute("action")).toBe("/register?role=employer");
  });
});
