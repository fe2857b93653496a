// Inlined right after the WhatsApp widget's markup (whatsapp-widget.tsx imports it with ?island-inline), so the
// state kept for this tab shows before the first paint.
import { CHAT_STORAGE_KEY, restoreChat } from "~/components/layout/chat-state";

restoreChat(CHAT_STORAGE_KEY, document.currentScript?.previousElementSibling);
