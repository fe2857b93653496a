// The public layout's island (docs/decisions/031): header, menus and WhatsApp widget, and toasts, on every document
// page below routes/_site. Hydrated pages run the same code from SiteLayout and ToastProvider.
import { installToaster } from "~/components/ui/toaster";
import { siteBehaviors } from "~/components/layout/site-behaviors";

siteBehaviors();
installToaster();
