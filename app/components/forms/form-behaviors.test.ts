// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { formBehaviors } from "./form-behaviors";
import { fileCheckProps, formDom } from "./form-dom";
import { attrs } from "../../../tests/support/dom-attrs";


let uninstall: () => void = () => {};

function setUp() {
  document.body.innerHTML = `<form id="f" method="post" enctype="multipart/form-data">
    <div><div><input id="resume" type="file" name="resume" accept="application/pdf,.pdf" ${attrs(fileCheckProps(10, "Please upload a PDF of at most 5 MB."))}></div></div>
    <button type="submit" ${attrs(formDom.busyLabel.props("Submitting…"))}>Submit</button>
  </form>`;
  uninstall = formBehaviors(document);
  return { form: document.getElementById("f") as HTMLFormElement, input: document.getElementById("resume") as HTMLInputElement };
}

function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

afterEach(() => {
  uninstall();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("document pages' forms", () => {
  it("refuses a file that is too large or not a PDF beside the field, before anything is sent", () => {
    const { form, input } = setUp();
    choose(input, new File(["x".repeat(11)], "cv.pdf", { type: "application/pdf" }));
    expect(document.getElementById("resume-error")?.textContent).toBe("Please upload a PDF of at most 5 MB.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    choose(input, new File(["x"], "cv.docx", { type: "application/msword" }));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    choose(input, new File(["x"], "CV.PDF", { type: "" }));
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(document.getElementById("resume-error")?.hidden).toBe(true);
  });

  it("shows the busy label on the submit button once the form is really sent", async () => {
    vi.useFakeTimers();
    const { form, input } = setUp();
    choose(input, new File(["x"], "cv.pdf", { type: "application/pdf" }));
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    vi.runAllTimers();
    const button = form.querySelector("button")!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Submitting…");
  });

  it("checks a form with its schema's messages before it is sent, and again as a field in error changes", async () => {
    const { formChecks } = await import("~/lib/form-checks");
    const { RegisterSchema } = await import("~/features/accounts/schema");
    const { validation } = await import("~/lib/messages");
    document.body.innerHTML = `<form id="r" method="post">
      <script type="application/json" data-form-checks>${JSON.stringify(formChecks(RegisterSchema))}</script>
      <div><label for="email">Email</label><div><input id="email" name="email" type="email"></div></div>
      <div><label for="password">Password</label><div><input id="password" name="password" type="password"></div></div>
      <div><label for="confirm">Confirm</label><div><input id="confirm" name="confirmPassword" type="password"></div></div>
      <button type="submit">Create Account</button>
    </form>`;
    uninstall = formBehaviors(document);
    const form = document.getElementById("r") as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    const email = document.getElementById("email") as HTMLInputElement;
    const password = document.getElementById("password") as HTMLInputElement;
    const confirm = document.getElementById("confirm") as HTMLInputElement;
    password.value = "abc";
    confirm.value = "abd";
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.getElementById("email-error")?.textContent).toBe(validation.emailRequired);
    expect(document.getElementById("password-error")?.textContent).toBe(validation.passwordTooShort);
    expect(document.getElementById("confirm-error")?.textContent).toBe(validation.passwordsDoNotMatch);
    expect(document.activeElement).toBe(email);

    email.value = "doctor@example.com";
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    password.value = "abcdef";
    confirm.value = "abcdef";
    password.dispatchEvent(new Event("input", { bubbles: true }));
    expect(password.hasAttribute("aria-invalid")).toBe(false);
    expect(confirm.hasAttribute("aria-invalid")).toBe(false);
    const again = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });
});
