import { Outlet } from "react-router";
import { SiteLayout } from "~/components/layout/site-layout";

export default function SiteRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
