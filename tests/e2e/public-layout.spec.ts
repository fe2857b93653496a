import { expect, login, test, waitForHydration, DEMO } from "../fixtures";
import { CHAT_WIDGET_COLLAPSE_MS, FOOTER_SPECIALTIES, HEADER_SCROLL_THRESHOLD_PX, NAV_LINKS } from "../../app/lib/constants";
import { siteLayout } from "../../app/lib/messages";

// Spec 2.2: the public layout (header, footer, floating call button and WhatsApp widget).

test("header shows the nav with the active link, the phones and the signed-out actions", async ({ page }) => {
  await page.goto("/about-us");
  const nav = page.getByRole("navigation", { name: siteLayout.mainNav });
  for (const link of NAV_LINKS) {
    await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
  }
  await expect(nav.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  const banner = page.getByRole("banner");
  await expect(banner.locator('a[href^="tel:"]:visible')).toHaveCount(3);
  await expect(banner.getByRole("link", { name: siteLayout.logIn })).toHaveAttribute("href", "/login");
  await expect(banner.getByRole("link", { name: siteLayout.signUp })).toHaveAttribute("href", "/simple-register");
  await expect(page.getByRole("link", { name: new RegExp(`^${siteLayout.callUs}`) })).toHaveAttribute("href", /^tel:\+\d+$/);
});

test("header turns solid after scrolling past the threshold", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD_PX + 200);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("WhatsApp widget starts open, collapses after 5 s, and stays closed until a reload", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const widget = page.getByTestId("whatsapp-widget");
  await expect(widget).toHaveAttribute("data-state", "open");
  const chat = widget.getByRole("link", { name: siteLayout.chatOnWhatsApp });
  await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.+/);
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
  const href = (await chat.getAttribute("href")) ?? "";
  expect(new URL(href).searchParams.get("text")).toContain("Hello");

  await expect(widget).toHaveAttribute("data-state", "collapsed", { timeout: CHAT_WIDGET_COLLAPSE_MS + 3000 });
  await page.getByRole("button", { name: siteLayout.openChat }).click();
  await expect(widget).toHaveAttribute("data-state", "open");
  await page.getByRole("button", { name: siteLayout.minimiseChat }).click();
  await expect(widget).toHaveAttribute("data-state", "collapsed");
  await page.getByRole("button", { name: siteLayout.openChat }).click();
  await page.getByRole("button", { name: siteLayout.closeChat }).click();
  await expect(widget).toBeHidden();

  // Going to another page keeps it closed (the home page is a document page, so this is a page load) ...
  await page.getByRole("navigation", { name: siteLayout.mainNav }).getByRole("link", { name: "About Us", exact: true }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(widget).toBeHidden();
  // ... and nothing is remembered across a reload.
  await page.reload();
  await expect(widget).toHaveAttribute("data-state", "open");
});

test("a minimised WhatsApp widget stays minimised on the next page, from its first paint", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: siteLayout.minimiseChat }).click();
  const widget = page.getByTestId("whatsapp-widget");
  await expect(widget).toHaveAttribute("data-state", "collapsed");
  // The server HTML of the next page says "open"; the inline script right after the widget restores the tab's state.
  const states: string[] = [];
  await page.exposeFunction("reportChatState", (state: string) => states.push(state));
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const el = document.querySelector<HTMLElement>("[data-chat-widget]");
      (window as unknown as { reportChatState: (s: string) => void }).reportChatState(el?.dataset.state ?? "missing");
    });
  });
  await page.getByRole("navigation", { name: siteLayout.mainNav }).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => states).toEqual(["collapsed"]);
  await expect(widget).toHaveAttribute("data-state", "collapsed");
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("hamburger menu shows the nav, account actions and phones; Escape closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: siteLayout.openMenu });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The top bar phones are for medium and larger screens only.
    await expect(page.getByRole("banner").locator('a[href^="tel:"]').first()).toBeHidden();

    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(page.getByRole("button", { name: siteLayout.closeMenu })).toHaveAttribute("aria-expanded", "true");
    for (const link of NAV_LINKS) await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: siteLayout.logIn })).toBeVisible();
    await expect(menu.getByRole("link", { name: siteLayout.signUp })).toBeVisible();
    await expect(menu.locator('a[href^="tel:"]')).toHaveCount(3);
    for (const phone of await menu.locator('a[href^="tel:"]').all()) await expect(phone).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: siteLayout.openMenu })).toBeFocused();

    await page.getByRole("button", { name: siteLayout.openMenu }).click();
    await menu.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });
});

test("footer links each specialty to the jobs page", async ({ page }) => {
  await page.goto("/services");
  const footer = page.getByRole("contentinfo");
  for (const specialty of FOOTER_SPECIALTIES) {
    await expect(footer.getByRole("link", { name: specialty.label, exact: true })).toHaveAttribute("href", `/jobs?specialty=${specialty.slug}`);
  }
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(3);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute("href", /^https:\/\//);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

  await waitForHydration(page);
  await footer.getByRole("link", { name: FOOTER_SPECIALTIES[0].label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?specialty=${FOOTER_SPECIALTIES[0].slug}$`));
});

test("signed-in visitors get an account menu with Dashboard and Logout", async ({ page }) => {
  await login(page, DEMO.doctor);
  await page.goto("/");
  await waitForHydration(page);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: siteLayout.logIn })).toHaveCount(0);
  // The demo doctor is "Dr. Ananya Rao": the button shows the first word of the name.
  const account = banner.getByRole("button", { name: /^Dr\./ });
  await account.click();
  await expect(account).toHaveAttribute("aria-expanded", "true");
  await expect(banner.getByRole("link", { name: siteLayout.dashboard })).toHaveAttribute("href", "/dashboard");
  await page.keyboard.press("Escape");
  await expect(banner.getByRole("link", { name: siteLayout.dashboard })).toBeHidden();

  await account.click();
  await banner.getByRole("button", { name: siteLayout.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole("link", { name: siteLayout.logIn })).toBeVisible();
});
