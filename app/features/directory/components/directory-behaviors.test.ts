// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { toastAttribute } from "~/components/ui/toaster";
import { directoryBehaviors } from "./directory-behaviors";
import { directoryDom } from "./directory-dom";
import { attrs } from "../../../../tests/support/dom-attrs";


let uninstall: () => void = () => {};

afterEach(() => {
  uninstall();
  document.body.innerHTML = "";
});

describe("the directory on a document page", () => {
  it("shows the toast a button carries, and opens the delete confirmation for the profile pressed", () => {
    document.body.innerHTML = `
      <button ${attrs(directoryDom.toastButton.props)} ${attrs(toastAttribute({ title: "No resume available", variant: "info" }))}>View Resume</button>
      <button ${attrs(directoryDom.deleteButton.props("p-42"))} ${attrs(directoryDom.confirmText.props("Delete Dr. Rao's profile?"))}>Delete</button>
      <dialog ${attrs(directoryDom.deleteDialog.props)}><p ${attrs(directoryDom.deleteText.props)}></p>
        <button ${attrs(directoryDom.dialogClose.props)}>Cancel</button>
        <form method="post"><input type="hidden" name="profileId" value="" ${attrs(directoryDom.deleteId.props)}></form></dialog>
      <section data-toast-region=""><ol data-toast-list=""></ol><template data-toast-template="info"><li data-toast=""><p data-toast-title=""></p></li></template></section>`;
    uninstall = directoryBehaviors(document);
    directoryDom.toastButton.find(document)!.click();
    expect(document.querySelector("[data-toast-list] [data-toast-title]")?.textContent).toBe("No resume available");

    const dialog = directoryDom.deleteDialog.find(document)!;
    directoryDom.deleteButton.find(document)!.click();
    expect(dialog.open).toBe(true);
    expect(directoryDom.deleteId.find(dialog)!.value).toBe("p-42");
    expect(directoryDom.deleteText.find(dialog)!.textContent).toBe("Delete Dr. Rao's profile?");
    directoryDom.dialogClose.find(dialog)!.click();
    expect(dialog.open).toBe(false);
  });
});
