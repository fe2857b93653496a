import { DEMO, expect, login, test } from "../fixtures";
import { DEMO_ACCOUNTS } from "../../app/db/demo-data";
import { dashboardTabs } from "../../app/features/dashboard/messages";
import { messaging } from "../../app/features/messages/messages";

// A full exchange: an employer writes to a listed doctor from the directory, the doctor sees the unread count in
// the Messages tab and replies (in a browser without JavaScript: every form is a plain post), the employer sees it.
test("an employer messages a doctor from the directory; the doctor sees it unread and replies; the employer reads the reply", async ({ page, browser }) => {
  const doctorName = DEMO_ACCOUNTS.doctor.name;
  const company = DEMO_ACCOUNTS.employer.company;
  const first = `Namaste ${doctorName},\nwe have an opening in <b>cardiology</b>. ${Date.now()}`;
  const reply = `Thank you, I am interested.\nCall me after 5 pm. ${Date.now()}`;

  await login(page, DEMO.employer);
  await page.goto(`/doctor-profiles?q=${encodeURIComponent("Ananya")}`);
  const card = page.getByTestId("doctor-card").filter({ hasText: doctorName });
  await card.getByRole("link", { name: "Message" }).click();
  await expect(page.getByRole("heading", { name: messaging.composeTitle(doctorName) })).toBeVisible();
  await page.getByLabel(messaging.bodyLabel).fill(first);
  await page.getByRole("button", { name: messaging.send }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/\d+$/);
  const threadUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId("toast").filter({ hasText: messaging.sent.title })).toBeVisible();
  // Plain text: the markup is shown as typed, and the line break is kept.
  const sent = page.getByTestId("message-body").last();
  await expect(sent).toHaveText(first);
  expect(await sent.evaluate((el) => el.innerHTML)).not.toContain("<b>");

  const doctorContext = await browser.newContext({ javaScriptEnabled: false });
  try {
    const doctor = await doctorContext.newPage();
    await login(doctor, DEMO.doctor);
    await doctor.goto("/dashboard");
    const nav = doctor.getByRole("complementary").getByRole("navigation", { name: "Dashboard sections" });
    const tab = nav.getByRole("link", { name: `${dashboardTabs.messages} ${dashboardTabs.messagesUnread(1)}` });
    await expect(tab).toBeVisible();
    await expect(tab.getByTestId("tab-badge")).toContainText("1");
    await tab.click();
    const row = doctor.getByTestId("inbox-thread").filter({ hasText: company });
    await expect(row.getByTestId("thread-unread")).toContainText("1");
    await row.getByRole("link").click();
    await expect(doctor).toHaveURL(new RegExp(`${threadUrl}$`));
    await expect(doctor.getByRole("heading", { name: messaging.threadTitle(company) })).toBeVisible();
    await expect(doctor.getByTestId("message-body").last()).toHaveText(first);
    // Reading it cleared the count.
    await expect(nav.getByRole("link", { name: dashboardTabs.messages, exact: true })).toBeVisible();

    await doctor.getByLabel(messaging.bodyLabel).fill(reply);
    await doctor.getByRole("button", { name: messaging.sendReply }).click();
    await expect(doctor).toHaveURL(new RegExp(`${threadUrl}$`));
    await expect(doctor.getByTestId("message-body").last()).toHaveText(reply);
  } finally {
    await doctorContext.close();
  }

  await page.goto("/dashboard/messages");
  const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
  await expect(tabs.getByRole("link", { name: `${dashboardTabs.messages} ${dashboardTabs.messagesUnread(1)}` })).toBeVisible();
  const row = page.getByTestId("inbox-thread").filter({ hasText: doctorName });
  await expect(row.getByTestId("thread-unread")).toContainText("1");
  await row.getByRole("link").click();
  await expect(page.getByTestId("message-body").last()).toHaveText(reply);
  await expect(tabs.getByRole("link", { name: dashboardTabs.messages, exact: true })).toBeVisible();
});

test("a doctor cannot start a conversation, and a stranger's thread is not found", async ({ page }) => {
  await login(page, DEMO.doctor);
  const refused = await page.goto("/dashboard/messages/new?doctor=abc");
  expect(refused?.status()).toBe(403);
  const missing = await page.goto("/dashboard/messages/2000000000");
  expect(missing?.status()).toBe(404);
  const malformed = await page.goto("/dashboard/messages/1e308");
  expect(malformed?.status()).toBe(404);
});
