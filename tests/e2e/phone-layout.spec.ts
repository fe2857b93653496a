import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { siteLayout } from "../../app/lib/messages";
import { directory } from "../../app/features/directory/messages";

// The outside audit's phone (390 × 844): the floating call button and the WhatsApp widget never lie over what the
// visitor is reading or working with, and every dashboard tab is in sight.
test.use({ viewport: { width: 390, height: 844 } });

/** Whether two elements' boxes overlap on screen (a hidden element overlaps nothing). */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  if (!(await a.isVisible()) || !(await b.isVisible())) return false;
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

const contactBar = (page: Page) => page.getByRole("complementary", { name: siteLayout.contactShortcuts });
const callButton = (page: Page) => page.getByRole("link", { name: new RegExp(`^${siteLayout.callUs}`) });

/** The top edge of an element on screen. */
async function top(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.y;
}

test("on /jobs the call button covers neither the results count nor the filters, and the page ends above it", async ({ page }) => {
  await page.goto("/jobs");
  const widget = page.getByTestId("whatsapp-widget");
  await expect(widget).toHaveAttribute("data-state", "open");

  await expect(page.locator("#results-count")).toHaveText(/ found$/);
  // A result brought to the bottom of the screen (as a link to it or keyboard focus would) stops above the floating
  // controls, not under them.
  const result = page.locator("main [data-testid='job-card'] a[href^='/jobs/']").nth(2);
  await result.evaluate((el) => el.scrollIntoView({ block: "end" }));
  const box = (await result.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(await top(callButton(page)));
  expect(box.y + box.height).toBeLessThanOrEqual(await top(widget));

  // The filter panel has the screen to itself while it is open.
  await page.getByRole("button", { name: /Show Filters/ }).click();
  await expect(page.locator("#job-filters")).toBeVisible();
  await expect(callButton(page)).toBeHidden();
  await expect(widget).toBeHidden();
  await page.getByRole("button", { name: /Close filters/ }).click();
  await expect(callButton(page)).toBeVisible();

  // The last line of the page can be read: it ends above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.getByRole("contentinfo").getByText(/All rights reserved/);
  await expect(copyright).toBeInViewport();
  expect(await overlaps(callButton(page), copyright)).toBe(false);
  expect(await overlaps(contactBar(page), copyright)).toBe(false);
  // In a landmark, like all content.
  await expect(contactBar(page).getByRole("link", { name: new RegExp(`^${siteLayout.callUs}`) })).toBeVisible();
});

test("the open WhatsApp widget leaves the job's salary and the sign-up fields in sight", async ({ page }) => {
  await page.goto("/jobs");
  await page.locator("main [data-testid='job-card'] a[href^='/jobs/']").first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+/);
  const widget = page.getByTestId("whatsapp-widget");
  await expect(widget).toHaveAttribute("data-state", "open");
  await expect(widget.getByRole("link", { name: siteLayout.chatOnWhatsApp })).toBeVisible();
  const salary = page.locator("dt", { hasText: "Salary" }).locator("xpath=..");
  await expect(salary).toBeInViewport();
  expect(await overlaps(widget, salary)).toBe(false);

  await page.goto("/register");
  await expect(widget).toHaveAttribute("data-state", "open");
  for (const field of [page.getByLabel("Password", { exact: true }), page.getByLabel("Confirm Password")]) {
    await field.focus();
    await expect(field).toBeInViewport();
    expect(await overlaps(widget, field)).toBe(false);
    expect(await overlaps(callButton(page), field)).toBe(false);
  }
  // Out of the way, not closed: the spec's open / collapse / close behaviour is untouched.
  await expect(widget).toHaveAttribute("data-state", "open");
  await page.getByRole("heading", { level: 1 }).click();
  await expect(widget.getByRole("link", { name: siteLayout.chatOnWhatsApp })).toBeVisible();
});

test("the contact bar steps aside while a dialog is open", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/doctor-profiles");
  await waitForHydration(page);
  await expect(callButton(page)).toBeVisible();
  await page.getByTestId("doctor-card").first().getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: directory.confirmDelete });
  await expect(dialog).toBeVisible();
  await expect(callButton(page)).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(callButton(page)).toBeVisible();
});

/** Every tab of the dashboard's section nav is on screen, none cut off at the right edge. */
async function expectEveryTabInSight(page: Page, names: string[]) {
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  const width = page.viewportSize()!.width;
  for (const name of names) {
    // A tab's name may carry a count after it ("Messages 2 unread").
    const tab = nav.getByRole("link", { name: new RegExp(`^${name}( |$)`) });
    await expect(tab).toBeVisible();
    const box = (await tab.boundingBox())!;
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
  }
}

/** How far down the page the section nav ends: the tab's own content starts below it. */
async function navBottom(page: Page): Promise<number> {
  const box = (await page.getByRole("navigation", { name: "Dashboard sections" }).boundingBox())!;
  return box.y + box.height;
}

test("every dashboard tab is in sight on a phone, for doctors, employers and the admin", async ({ page }) => {
  await login(page, DEMO.doctor);
  await page.goto("/dashboard/applications");
  await expectEveryTabInSight(page, ["Dashboard", "Profile", "Applications", "Resume", "Saved Jobs", "Job Alerts", "Notifications", "Messages", "Security", "My Data"]);
  await expect(page.getByRole("link", { name: "Applications", exact: true })).toHaveAttribute("aria-current", "page");
  // The dashboard opens on its content: the ten tabs once filled the first 470 px of the phone's 844, and the tab's
  // own heading came after them.
  const heading = page.getByRole("main").getByRole("heading").first();
  const headingTop = (await heading.boundingBox())!.y;
  expect(headingTop, "the tab's content starts below the tabs").toBeGreaterThan(await navBottom(page));
  expect(headingTop, "the tab's content starts in the first half of the screen").toBeLessThan(844 / 2);

  await login(page, DEMO.employer);
  await page.goto("/dashboard/doctor-profiles");
  await expectEveryTabInSight(page, ["Job Listings", "Doctor Profiles", "Verification", "E-mail Templates", "Notifications", "Messages"]);

  await login(page, DEMO.admin);
  await page.goto("/dashboard/trusted-clients");
  await expectEveryTabInSight(page, ["Job Listings", "Doctor Profiles", "Notifications", "Messages", "Google Reviews", "Trusted Clients", "Employers", "Accounts", "Enquiries", "Failed Jobs", "Audit Log"]);
});
