import { expect, test, waitForHydration } from "../fixtures";
import { infoPages, pages, contactOptions } from "../../app/lib/messages";
import { contactForm } from "../../app/features/contact/messages";
import { DEMO_BLOG_POSTS } from "../../app/db/demo-data";

// Informational pages and the blog.

test("For Employers, About Us and Contact Us render their headings and titles", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1, name: infoPages.servicesTitle })).toBeVisible();
  for (const service of ["Doctor Placement", "Hospital Staffing", "Locum Placement", "International Recruitment"]) {
    await expect(page.getByRole("heading", { name: service, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main").getByRole("link", { name: infoPages.postAJob })).toHaveAttribute("href", "/post-job");
  await expect(page).toHaveTitle(new RegExp(infoPages.servicesTitle));

  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: infoPages.aboutTitle })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(infoPages.aboutTitle));

  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: infoPages.contactTitle })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(3);
  await expect(main.getByText("Client Support", { exact: true })).toBeVisible();
  await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(main.getByRole("link", { name: infoPages.openInMaps })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
});

test.describe("the contact form, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps what was typed when refused, then sends the message, thanks the visitor and mails the team", async ({ page }) => {
    const name = `Dr. Contact ${Date.now()}`;
    const message = "We need two anaesthetists for our new surgical wing in Pune.";
    await page.goto("/contact-us");
    const form = page.locator("#contact-form");
    // Only spaces: the browser's own check (required) lets it through, the server's schema does not.
    await form.getByLabel(contactForm.nameLabel, { exact: true }).fill("   ");
    await form.getByLabel(contactForm.emailLabel, { exact: true }).fill("priya@example.com");
    await form.getByLabel(contactForm.messageLabel, { exact: true }).fill(message);
    await form.getByRole("button", { name: contactForm.send }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(form.getByRole("alert")).toHaveText(contactForm.nameRequired);
    await expect(form.getByLabel(contactForm.emailLabel, { exact: true })).toHaveValue("priya@example.com");
    await expect(form.getByLabel(contactForm.messageLabel, { exact: true })).toHaveValue(message);

    await form.getByLabel(contactForm.nameLabel, { exact: true }).fill(name);
    // A person takes a few seconds over the form (one posted sooner is taken for a robot's).
    await page.waitForTimeout(3_100);
    await form.getByRole("button", { name: contactForm.send }).click();
    await expect(page).toHaveURL(/\/contact-us\?sent=1$/);
    await expect(page.getByTestId("contact-sent")).toContainText(contactForm.sent.title);
    await expect(form.getByLabel(contactForm.messageLabel, { exact: true })).toHaveValue("");

    // The mail leaves through the job queue, moments after the answer.
    await expect(async () => {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent("contact@dochire.in")}`);
      await expect(page.getByRole("link", { name: `Enquiry (${contactOptions.needs.hire}): ${name}` })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
});

test("blog lists posts newest first and opens an article", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: infoPages.blogTitle })).toBeVisible();
  const cards = page.getByTestId("blog-card");
  await expect(cards).toHaveCount(DEMO_BLOG_POSTS.length);
  // The seed publishes the posts in list order, each older than the one before.
  await expect(cards.first()).toContainText(DEMO_BLOG_POSTS[0]!.title);

  await waitForHydration(page);
  const post = DEMO_BLOG_POSTS[1]!;
  await page.getByRole("link", { name: post.title }).click();
  await expect(page).toHaveURL(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(post.title));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.excerpt);
  // Markdown is rendered (headings, tables) ...
  await expect(page.getByRole("article").getByRole("heading", { level: 2 }).first()).toBeVisible();
  // ... and the article is described for search engines.
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld!)).toMatchObject({ "@type": "BlogPosting", headline: post.title });
  await page.getByRole("link", { name: infoPages.backToBlog }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown blog post is a 404 inside the site layout", async ({ page }) => {
  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: pages.notFoundTitle })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
