import { describe, expect, it } from "vitest";
import { DIRECTORY_SKILLS_SHOWN } from "~/lib/constants";
import { resumeAccess } from "~/features/directory/messages";
import { directoryDoctor } from "../../../../tests/factories/directory";
import { doctorCardBodyHtml, doctorCardHtml } from "./doctor-card";

const doctor = directoryDoctor({ experienceYears: 1, hasResume: true });

/** The card's "Experience" value for a number of years. */
function experience(years: number | null): string | undefined {
  const html = doctorCardHtml({ ...doctor, experienceYears: years }, "h2", { canMessage: false, isAdmin: false });
  return /<dt[^>]*>Experience<\/dt><dd[^>]*>(.*?)<\/dd>/.exec(html)?.[1];
}

describe("directory card", () => {
  it("counts experience with the right plural: 1 year, never 1 years", () => {
    expect(experience(1)).toBe("1 year");
    expect(experience(0)).toBe("0 years");
    expect(experience(12)).toBe("12 years");
    expect(experience(null)).toBe("Not provided");
  });

  it("escapes what doctors typed and shows the first skills, the verified badge and the photo", () => {
    const html = doctorCardBodyHtml(
      {
        ...doctor,
        name: `Dr. <img src=x onerror=alert(1)> "Ravi"`,
        bio: "Cardiology & ICU <b>bold</b>",
        skills: ["Echo", "Angioplasty", "Pacing", "TEE", "ICU care"],
        avatarUrl: `/avatars/a.png" onload="x`,
        verified: true,
      },
      "h3",
    );
    expect(html).not.toMatch(/<img src=x|<b>|onload="x"/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;Ravi&quot;");
    expect(html).toContain("Cardiology &amp; ICU &lt;b&gt;bold&lt;/b&gt;");
    expect(html).toMatch(/^<div class="flex items-start gap-4"><img src="\/avatars\/a.png&quot; onload=&quot;x"/);
    expect(html).toMatch(/<h3 [^>]*>.*Verified<\/span><\/h3>/);
    expect(html.match(/<li /g)).toHaveLength(DIRECTORY_SKILLS_SHOWN + 1); // the first skills and "+N more"
    expect(html).toContain(`>+${5 - DIRECTORY_SKILLS_SHOWN} more</li>`);
  });

  it("escapes the actions' links and attributes, and gives each viewer only their actions", () => {
    const odd = { ...doctor, id: `p"1&x`, name: `Dr. <b>O'Neil</b>`, hasResume: false };
    const visitor = doctorCardHtml(odd, "h2", { canMessage: true, isAdmin: false });
    expect(visitor).toContain(`href="/dashboard/messages/new?doctor=p%221%26x"`);
    expect(visitor).toMatch(/<button type="button" data-toast-button="" data-toast-message="\{&quot;title&quot;:&quot;No Resume Available&quot;/);
    expect(visitor).not.toContain("Edit");
    expect(visitor).not.toContain("data-delete-doctor");
    const admin = doctorCardHtml(odd, "h2", { canMessage: true, isAdmin: true });
    expect(admin).toContain(`href="/admin/edit-doctor/p%221%26x"`);
    expect(admin).toContain(`data-delete-doctor="p&quot;1&amp;x"`);
    expect(admin).not.toContain("<b>");
    const withResume = doctorCardHtml({ ...odd, hasResume: true }, "h2", { canMessage: false, isAdmin: false });
    expect(withResume).toContain(`href="/resume/Dr.%20%3Cb%3EO&#39;Neil%3C%2Fb%3E?resumeId=p%221%26x"`);
    expect(withResume).not.toContain("/dashboard/messages");
  });

  it("tells a resume kept from employers apart from no resume at all", () => {
    const toastOf = (html: string) => {
      const raw = /data-toast-message="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&#39;/g, "'");
      return raw ? (JSON.parse(raw) as { title: string; description: string }) : null;
    };
    const actions = { canMessage: false, isAdmin: false };
    expect(toastOf(doctorCardHtml({ ...doctor, hasResume: false, resumeNotShared: true }, "h2", actions))).toMatchObject(resumeAccess.resumeNotShared);
    expect(toastOf(doctorCardHtml({ ...doctor, hasResume: false, resumeNotShared: false }, "h2", actions))).toMatchObject(resumeAccess.noResumeAvailable);
    expect(toastOf(doctorCardHtml({ ...doctor, hasResume: true, resumeNotShared: false }, "h2", actions))).toBeNull();
  });
});
