import { data, Form, Link } from "react-router";
import type { Route } from "./+types/_site.invitations.$token";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/features/accounts/components/auth-ui";
import { acceptInvitation, getInvitation } from "~/features/organisations/invitations.server";
import { invitation as m } from "~/features/organisations/messages";
import { publicSite } from "~/env.server";
import { documentPage, loadAsDocument } from "~/lib/islands";
import { describeError } from "~/server-lib/route-errors.server";
import { getActor } from "~/services/auth/session.server";
import { redirectWithToast } from "~/services/toast/toast.server";

// An organisation's invitation link: accept it signed in with the invited address; otherwise the next step (log in,
// sign up, log out) or why the link no longer works. A plain form: it works before any script loads.
export const handle = documentPage();
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${m.title} | ${data?.brand ?? "DocHire"}` }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await getActor(request);
  return { brand: publicSite().brand, token: params.token, state: await getInvitation({ actor, token: params.token }) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await getActor(request);
  try {
    const { organisation } = await acceptInvitation({ actor, token: params.token, ip: context.clientIp ?? null });
    return redirectWithToast("/dashboard", m.accepted(organisation));
  } catch (error) {
    const { status, message } = describeError(error, "invitation not accepted");
    return data({ error: message }, { status });
  }
}

const primary = "inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700";
const secondary = "inline-flex w-full items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50";

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, token } = loaderData;
  const back = `/invitations/${encodeURIComponent(token)}`;
  if (state.kind !== "open") {
    return (
      <AuthCard title={m.title}>
        <Alert tone="error" testId="invitation-refused">
          {state.message}
        </Alert>
        <div className="mt-5 space-y-2">
          {state.kind === "used" ? (
            <Link to="/dashboard" className={primary}>
              {m.openDashboard}
            </Link>
          ) : (
            <Link to="/" className={primary}>
              {m.goHome}
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={m.heading(state.organisation)}>
      <div className="space-y-4" data-testid="invitation">
        <p className="text-slate-700">{m.body(state.inviter, state.organisation, state.roleLabel)}</p>
        <p className="text-sm text-slate-600">{m.forEmail(state.email)}</p>
        {actionData?.error ? (
          <Alert tone="error" testId="invitation-error">
            {actionData.error}
          </Alert>
        ) : null}
        {state.viewer === "can-accept" ? (
          <Form method="post" reloadDocument>
            <button type="submit" className={primary}>
              {m.acceptButton}
            </button>
          </Form>
        ) : state.viewer === "signed-out" ? (
          <div className="space-y-2">
            <Link to={`/login?redirectTo=${encodeURIComponent(back)}`} className={primary}>
              {m.signInButton}
            </Link>
            <Link to={`/register?role=employer&invitation=${encodeURIComponent(token)}&redirectTo=${encodeURIComponent(back)}`} className={secondary}>
              {m.signUpButton}
            </Link>
            <p className="text-xs text-slate-500">{m.signUpHint}</p>
          </div>
        ) : (
          <div className="space-y-3">
            <Alert tone="error" testId="invitation-refused">
              {state.viewer === "wrong-account" ? m.wrongAccount(state.email) : state.viewer === "not-employer" ? m.notEmployer : m.otherOrganisation}
            </Alert>
            {state.viewer === "wrong-account" ? (
              <Form method="post" action="/logout" reloadDocument>
                <button type="submit" className={secondary}>
                  {m.logOut}
                </button>
              </Form>
            ) : null}
          </div>
        )}
      </div>
    </AuthCard>
  );
}
