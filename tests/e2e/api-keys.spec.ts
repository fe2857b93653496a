import { DEMO, expect, login, test } from "../fixtures";
import { apiKeyTexts as t } from "../../app/features/organisations/messages";
import { apiKeyProblems } from "../../server/api/messages";

// API keys (decision 097): the organisation's owner makes a write key on the dashboard, sees it once, a system uses it
// to post a job through the API, the owner revokes it, and the system's next call is refused.

test("the owner creates an API key, sees it once, posts a job with it, revokes it, and the next call is refused", async ({ page, request }) => {
  test.setTimeout(90_000);
  await login(page, DEMO.employer);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "API Keys" }).click();
  await expect(page).toHaveURL(/\/dashboard\/api-keys$/);
  await expect(page.getByRole("heading", { name: t.title, exact: true })).toBeVisible();

  const name = `HR system ${Date.now()}`;
  const form = page.locator("form", { has: page.getByRole("button", { name: t.createButton }) });
  await form.getByLabel(t.nameLabel).fill(name);
  await form.getByLabel(t.scopeLabel).selectOption({ label: t.scopeLabels.write });
  await form.getByRole("button", { name: t.createButton }).click();
  await expect(page.getByTestId("toast")).toContainText(t.created.title);
  await expect(page.getByTestId("new-api-key")).toContainText(t.createdWarning);
  const key = await page.getByTestId("new-api-key-value").inputValue();
  expect(key).toMatch(/^dh_live_[A-Za-z0-9_-]{43}$/);
  const row = page.locator(`[data-testid="api-key-row"][data-name="${name}"]`);
  await expect(row).toContainText(key.slice(0, 14));
  await expect(row).toContainText(t.neverUsed);

  // Shown once: the page loaded again has only the key's first characters.
  await page.reload();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  expect(await page.content()).not.toContain(key);

  // A system posts a job with the key (no session: only the key).
  const title = `Consultant Anaesthetist ${Date.now()}`;
  const posted = await request.post("/api/v1/jobs", {
    headers: { Authorization: `Bearer ${key}` },
    data: {
      title,
      company: "Sunrise Hospital",
      location: "Hyderabad",
      type: "Full-time",
      specialty: "Anesthesiology",
      salaryMin: "200000",
      salaryMax: "300000",
      salaryUnit: "month",
      description: "Consultant anaesthetist for a busy surgical unit with eight operating theatres and an ICU.",
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  expect(posted.headers()["ratelimit-policy"]).toMatch(/^"key";q=\d+;w=\d+$/);
  const job = (await posted.json()) as { id: number; url: string; title: string };
  expect(job.title).toBe(title);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // The list shows the key's last use; revoking asks first.
  await page.goto("/dashboard/api-keys");
  await expect(row.getByTestId("api-key-last-used")).not.toContainText(t.neverUsed);
  await row.getByRole("link", { name: `${t.revokeButton}: ${name}` }).click();
  const confirm = page.getByTestId("confirm-revoke");
  await expect(confirm).toContainText(t.confirmHeading(name));
  await confirm.getByRole("button", { name: t.confirmButton }).click();
  await expect(page.getByTestId("toast")).toContainText(t.revoked.title);
  await expect(row).toContainText("Revoked");

  const refused = await request.post(`/api/v1/jobs/${job.id}/close`, { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["www-authenticate"]).toMatch(/^Bearer/);
  expect(((await refused.json()) as { detail: string }).detail).toBe(apiKeyProblems.keyInvalid);
});
