import type { ReactNode } from "react";
import { Link } from "react-router";
import Briefcase from "lucide-react/icons/briefcase";
import Bookmark from "lucide-react/icons/bookmark";
import Building2 from "lucide-react/icons/building-2";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Eye from "lucide-react/icons/eye";
import FileText from "lucide-react/icons/file-text";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Send from "lucide-react/icons/send";
import Star from "lucide-react/icons/star";
import Award from "lucide-react/icons/award";
import UserIcon from "lucide-react/icons/user";
import Users from "lucide-react/icons/users";
import UsersRound from "lucide-react/icons/users-round";
import ShieldCheck from "lucide-react/icons/shield-check";
import BadgeCheck from "lucide-react/icons/badge-check";
import ScrollText from "lucide-react/icons/scroll-text";
import KeyRound from "lucide-react/icons/key-round";
import Search from "lucide-react/icons/search";
import BellRing from "lucide-react/icons/bell-ring";
import Bell from "lucide-react/icons/bell";
import Inbox from "lucide-react/icons/inbox";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import MessageSquare from "lucide-react/icons/message-square";
import Mail from "lucide-react/icons/mail";
import Activity from "lucide-react/icons/activity";
import Code from "lucide-react/icons/code";
import Webhook from "lucide-react/icons/webhook";
import ChartBar from "lucide-react/icons/chart-bar";

import { MESSAGES_PATH } from "~/lib/message-links";
import { pages } from "~/lib/messages";
import { dashboardTabs } from "~/features/dashboard/messages";
import { Avatar, EmptyState, FadePanel, LogoutButton, primaryButtonClass, secondaryButtonClass, TabLinks, type DashboardTab } from "./dashboard-shell";

export const EMPLOYER_TABS: readonly (DashboardTab & { adminOnly?: boolean; employerOnly?: boolean; teamOnly?: boolean; apiKeysOnly?: boolean; templatesOnly?: boolean; webhooksOnly?: boolean; reportsOnly?: boolean })[] = [
  { to: "/dashboard/job-listings", label: "Job Listings", icon: Briefcase },
  { to: "/dashboard/doctor-profiles", label: "Doctor Profiles", icon: Users },
  // Owners, admins and recruiters of an organisation (docs/decisions/104-reports-and-application-sources.md).
  { to: "/dashboard/reports", label: "Reports", icon: ChartBar, employerOnly: true, reportsOnly: true },
  { to: "/dashboard/verification", label: "Verification", icon: BadgeCheck, employerOnly: true },
  // Owners, admins and recruiters of an organisation (can.seeTeam); hiring managers and interviewers do not see it.
  { to: "/dashboard/team", label: "Team", icon: UsersRound, employerOnly: true, teamOnly: true },
  // Members whose role reads the organisation's e-mail templates (can.readEmailTemplates).
  { to: "/dashboard/email-templates", label: "E-mail Templates", icon: Mail, employerOnly: true, templatesOnly: true },
  // Owners and admins of an organisation (docs/decisions/097-api-keys.md).
  { to: "/dashboard/api-keys", label: "API Keys", icon: Code, employerOnly: true, apiKeysOnly: true },
  // Owners and admins (can.manageWebhooks).
  { to: "/dashboard/webhooks", label: "Webhooks", icon: Webhook, employerOnly: true, webhooksOnly: true },
  { to: "/dashboard/notifications", label: "Notifications", icon: Bell },
  { to: MESSAGES_PATH, label: dashboardTabs.messages, icon: MessageSquare },
  { to: "/dashboard/google-reviews", label: "Google Reviews", icon: Star, adminOnly: true },
  { to: "/dashboard/trusted-clients", label: "Trusted Clients", icon: Building2, adminOnly: true },
  { to: "/dashboard/employers", label: "Employers", icon: BadgeCheck, adminOnly: true },
  { to: "/dashboard/accounts", label: "Accounts", icon: ShieldCheck, adminOnly: true },
  { to: "/dashboard/enquiries", label: "Enquiries", icon: Inbox, adminOnly: true },
  { to: "/dashboard/failed-jobs", label: "Failed Jobs", icon: TriangleAlert, adminOnly: true },
  { to: "/dashboard/audit-log", label: "Audit Log", icon: ScrollText, adminOnly: true },
  { to: "/dashboard/system", label: dashboardTabs.system, icon: Activity, adminOnly: true },
  { to: "/dashboard/security", label: "Security", icon: KeyRound },
  { to: "/dashboard/my-data", label: "My Data", icon: FileText },
];

export const DOCTOR_TABS: readonly DashboardTab[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/dashboard/profile", label: "Profile", icon: UserIcon },
  { to: "/dashboard/applications", label: "Applications", icon: Send },
  { to: "/dashboard/resume", label: "Resume", icon: FileText },
  { to: "/dashboard/saved-jobs", label: "Saved Jobs", icon: Bookmark },
  { to: "/dashboard/job-alerts", label: "Job Alerts", icon: BellRing },
  { to: "/dashboard/notifications", label: "Notifications", icon: Bell },
  { to: MESSAGES_PATH, label: dashboardTabs.messages, icon: MessageSquare },
  { to: "/dashboard/security", label: "Security", icon: KeyRound },
  { to: "/dashboard/my-data", label: "My Data", icon: FileText },
];

/** The tabs with the Messages tab's unread count. */
function withUnread<T extends DashboardTab>(tabs: readonly T[], unreadMessages: number): T[] {
  return tabs.map((t) => (t.to === MESSAGES_PATH ? { ...t, badge: { count: unreadMessages, label: dashboardTabs.messagesUnread(unreadMessages) } } : t));
}

/** Spec 2.8 employer dashboard: title, the three stat cards, tabs; the tab's page below. */
export function EmployerDashboard({
  title,
  isAdmin,
  stats,
  unreadMessages = 0,
  showTeam = false,
  showApiKeys = false,
  showTemplates = false,
  showWebhooks = false,
  showReports = false,
  children,
}: {
  title: string;
  isAdmin: boolean;
  stats: ReactNode;
  showTeam?: boolean;
  showApiKeys?: boolean;
  showTemplates?: boolean;
  showWebhooks?: boolean;
  showReports?: boolean;
  unreadMessages?: number;
  children: ReactNode;
}) {
  const tabs = withUnread(EMPLOYER_TABS.filter((t) => (isAdmin ? !t.employerOnly : !t.adminOnly) && (showTeam || !t.teamOnly) && (showApiKeys || !t.apiKeysOnly) && (showTemplates || !t.templatesOnly) && (showWebhooks || !t.webhooksOnly) && (showReports || !t.reportsOnly)), unreadMessages);
  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-8">
      <div>
        <p className="text-sm font-medium text-brand-700">{isAdmin ? "Administration" : "Employer account"}</p>
        <h1 className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      </div>
      <div className="mt-4 sm:mt-6">{stats}</div>
      <div className="mt-5 sm:mt-8">
        <TabLinks tabs={tabs} label="Dashboard sections" />
      </div>
      <div className="pt-5 sm:pt-6">
        <FadePanel>{children}</FadePanel>
      </div>
    </div>
  );
}

/** Spec 2.8 doctor dashboard: a sidebar (avatar, name, specialization, Logout, tabs) and the tab's page. */
export function DoctorDashboard({
  name,
  specialization,
  avatarUrl,
  unreadMessages = 0,
  children,
}: {
  name: string;
  specialization: string | null;
  avatarUrl: string | null;
  unreadMessages?: number;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-5 sm:px-6 sm:py-8 lg:grid-cols-[16rem_1fr] lg:gap-8">
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:p-5">
          <div className="flex items-center gap-3 lg:flex-col lg:gap-4 lg:text-center">
            <Avatar name={name} url={avatarUrl} size="sidebar" />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-slate-900" data-testid="sidebar-name">{name}</p>
              <p className="text-sm text-slate-500" data-testid="sidebar-specialization">{specialization || "Medical Professional"}</p>
            </div>
          </div>
          <div className="mt-3 border-t border-slate-100 pt-3 lg:mt-5 lg:pt-4">
            <TabLinks tabs={withUnread(DOCTOR_TABS, unreadMessages)} label="Dashboard sections" vertical />
          </div>
          {/* On a phone the top bar's Logout is the one (the sidebar stays short, so the page opens on its content). */}
          <div className="mt-4 hidden border-t border-slate-100 pt-4 lg:block">
            <LogoutButton className="w-full justify-start" />
          </div>
        </div>
      </aside>
      <section className="min-w-0">
        <FadePanel>{children}</FadePanel>
      </section>
    </div>
  );
}

const STAT_ICONS = [Send, CalendarCheck, Award, Eye] as const;

/** Doctor "Dashboard" tab: greeting, four stat cards, recent applications, quick actions. */
export type DoctorStat = { label: string; value: number };

export function DoctorOverview({ lastName, stats, recent }: { lastName: string; stats: DoctorStat[]; recent: React.ReactNode }) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome back, Dr. {lastName}</h1>
        <p className="mt-1 text-slate-600">Here's what's happening with your job search.</p>
      </div>
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {stats.map((stat, i) => {
          const Icon = STAT_ICONS[i] ?? Send;
          return (
            <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between">
                <p className="text-sm font-medium text-slate-500">{stat.label}</p>
                <Icon aria-hidden="true" className="h-5 w-5 text-brand-500" />
              </div>
              <p className="mt-2 text-3xl font-bold text-slate-900">{stat.value}</p>
            </div>
          );
        })}
      </div>
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <section aria-labelledby="recent-applications">
          <h2 id="recent-applications" className="mb-3 text-lg font-semibold text-slate-900">Recent Applications</h2>
          {recent ?? (
            <EmptyState
              icon={Send}
              title="No applications yet"
              text="Jobs you apply for will appear here with their status."
              action={<Link to="/jobs" className={primaryButtonClass}>{pages.browseJobs}</Link>}
            />
          )}
        </section>
        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="mb-3 text-lg font-semibold text-slate-900">Quick Actions</h2>
          <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Link to="/jobs" className={primaryButtonClass}>
              <Search aria-hidden="true" className="h-4 w-4" /> Browse New Jobs
            </Link>
            <Link to="/dashboard/profile" className={secondaryButtonClass}>
              <UserIcon aria-hidden="true" className="h-4 w-4" /> Update Profile
            </Link>
            <Link to="/dashboard/resume" className={secondaryButtonClass}>
              <FileText aria-hidden="true" className="h-4 w-4" /> Manage Resume
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}

export function DashboardNotAvailable() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <EmptyState titleAs="h1" icon={LayoutDashboard} title={pages.dashboardNotAvailable} text={pages.dashboardNotAvailableText} action={<Link to="/" className={primaryButtonClass}>{pages.goHome}</Link>} />
    </div>
  );
}
