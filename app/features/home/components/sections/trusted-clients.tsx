import { content } from "~/lib/messages";
import { home } from "~/features/home/messages";
import type { HomeClient } from "../../types";
import { SectionHeading } from "../section-heading";

export default function TrustedClients({ clients }: { clients: HomeClient[] | null }) {
  if (clients && clients.length === 0) return null;
  return (
    <section aria-labelledby="trusted-clients" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="trusted-clients" title={home.trustedClients} intro="Hospitals and healthcare groups across India that hire through us." />
        {clients ? (
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="trusted-clients">
            {clients.map((client) => (
              <li key={client.id} className="flex flex-col items-center justify-center gap-3 rounded-xl bg-slate-50 p-5 text-center ring-1 ring-slate-200">
                {client.logoUrl && (
                  <img src={client.logoUrl} alt={client.name} loading="lazy" decoding="async" className="h-14 w-auto max-w-full object-contain" />
                )}
                {/* The logo's alt text already names the client; the caption is for sighted visitors. */}
                <span aria-hidden={client.logoUrl ? true : undefined} className="text-sm font-semibold text-slate-700">{client.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" className="mt-8 text-center text-slate-600">{content.clientsFetchFailed}</p>
        )}
      </div>
    </section>
  );
}
