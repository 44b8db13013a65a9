import type { ReactIsland } from "~/islands/react-island";
import { ContactPage } from "./contact-page";

/** /contact's lead request, an island: the route renders it, app/islands/lead-request.tsx hydrates it. */
export const leadRequestIsland: ReactIsland = { name: "lead-request", Component: ContactPage };
