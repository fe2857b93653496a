// Column types every part of the schema uses.

import { customType, timestamp } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
